// The notifications area's front door (decision 036).
export { forgetPushTokensOf } from './push-tokens.js';
