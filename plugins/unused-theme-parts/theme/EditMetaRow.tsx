export {default} from '../renderNothing';
