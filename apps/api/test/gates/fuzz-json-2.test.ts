import { describeJsonFuzz } from '#test/support/fuzz-json';

describeJsonFuzz(1, 3);
