/**
* | output |
* | --- |
* | "{what}: {why}" |
*
* @param {Save_Notice_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save_notice_failed: ((inputs: Save_Notice_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Save_Notice_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Save_Notice_FailedInputs = {
    what: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
