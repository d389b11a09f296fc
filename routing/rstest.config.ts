import { packageTestConfig } from '../tooling/rstest-config';

export default packageTestConfig();
