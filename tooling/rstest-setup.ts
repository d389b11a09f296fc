import * as jestDomMatchers from '@testing-library/jest-dom/matchers';
import { expect } from '@rstest/core';

expect.extend(jestDomMatchers);
