import type { MessageParams } from '@gb/contracts';

/**
 * An error a client caused or may see, named by a code of its domain (`OrderErrorCode`,
 * `UserErrorCode` …). Its HTTP status and catalogue message are chosen in one place
 * (error-responses.ts); `params` fill the message's placeholders.
 */
export abstract class DomainException<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    readonly params: MessageParams = {},
  ) {
    super(code);
    this.name = new.target.name;
  }
}
