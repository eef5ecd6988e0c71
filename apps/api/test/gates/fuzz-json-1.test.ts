import { describeJsonFuzz } from '../support/fuzz-json';

describeJsonFuzz(0, 3);
