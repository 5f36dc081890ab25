/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait a minute and try again." |
*
* @param {Failure_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests: ((inputs: Failure_Too_Many_RequestsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Many_RequestsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Too_Many_RequestsInputs = {
    op: NonNullable<unknown>;
};
