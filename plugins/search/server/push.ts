/**
 * npm run search:push — sends the built search records and the index
 * settings to the hosted search index (`hostedIndex.ts` says what and how,
 * and which environment variables it reads). Exits non-zero, saying why,
 * when the credentials are missing or the service refuses.
 */
import {pushConfig, pushRecords, type PushConfig} from './hostedIndex';

async function main(): Promise<void> {
  let config: PushConfig;
  try {
    config = pushConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  try {
    const count = await pushRecords(config);
    console.log(`Pushed ${count} records to ${config.appId}/${config.indexName}.`);
  } catch (error) {
    console.error(`search:push failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

void main();
