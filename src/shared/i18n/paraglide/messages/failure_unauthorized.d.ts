/**
* | output |
* | --- |
* | "The freight service did not accept the session for \"{op}\", even after signing in again. Check the profile's API key and secret." |
*
* @param {Failure_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unauthorized: ((inputs: Failure_UnauthorizedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_UnauthorizedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_UnauthorizedInputs = {
    op: NonNullable<unknown>;
};
