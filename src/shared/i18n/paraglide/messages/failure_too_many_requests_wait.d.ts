/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait {seconds} s and try again." |
*
* @param {Failure_Too_Many_Requests_WaitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests_wait: ((inputs: Failure_Too_Many_Requests_WaitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Many_Requests_WaitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Too_Many_Requests_WaitInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
