import { describeAuthFuzz } from './support/auth-fuzz';

describeAuthFuzz(0, 2);
