import { describeAuthFuzz } from './support/auth-fuzz';

describeAuthFuzz(1, 2);
