/**
* | output |
* | --- |
* | "The freight service gave up waiting for \"{op}\". Try again." |
*
* @param {Failure_Request_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_request_timeout: ((inputs: Failure_Request_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Request_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Request_TimeoutInputs = {
    op: NonNullable<unknown>;
};
