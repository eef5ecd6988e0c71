import { describeJsonFuzz } from '#test/support/fuzz-json';

describeJsonFuzz(0, 3);
