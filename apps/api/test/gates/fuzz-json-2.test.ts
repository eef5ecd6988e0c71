import { describeJsonFuzz } from '../support/fuzz-json';

describeJsonFuzz(1, 3);
