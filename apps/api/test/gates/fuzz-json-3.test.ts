import { describeJsonFuzz } from '../support/fuzz-json';

describeJsonFuzz(2, 3);
