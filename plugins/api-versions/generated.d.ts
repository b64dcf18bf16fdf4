// The release an example needs, which the example pages show under their title.
declare module '@theme/ExampleMinimumVersion' {
  export {default} from '@site/plugins/api-versions/theme/ExampleMinimumVersion';
}
