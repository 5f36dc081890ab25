/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\", so its outcome is unknown." |
*
* @param {Failure_Broke_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_unknown: ((inputs: Failure_Broke_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Broke_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Broke_UnknownInputs = {
    op: NonNullable<unknown>;
};
