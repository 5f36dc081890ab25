/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file was not uploaded: {reason}" |
* | * | "{shown} files were not uploaded: {reason}" |
*
* @param {Documents_Offline_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_offline_announce: ((inputs: Documents_Offline_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Offline_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Offline_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
