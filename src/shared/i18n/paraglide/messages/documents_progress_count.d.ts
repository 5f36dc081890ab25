/**
* | output |
* | --- |
* | "{uploaded} of {required}" |
*
* @param {Documents_Progress_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_progress_count: ((inputs: Documents_Progress_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Progress_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Progress_CountInputs = {
    uploaded: NonNullable<unknown>;
    required: NonNullable<unknown>;
};
