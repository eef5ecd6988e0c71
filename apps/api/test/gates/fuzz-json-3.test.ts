import { describeJsonFuzz } from '#test/support/fuzz-json';

describeJsonFuzz(2, 3);
