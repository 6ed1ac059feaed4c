// NestJS ships ES modules; @nestjs/throttler is CommonJS and require()s them. Jest allows that
// only for modules already loaded, not for ones still being linked in the same import graph (a
// test's imports): loading NestJS before each test file lets the CommonJS library find it.
import '@nestjs/common';
import '@nestjs/core';
