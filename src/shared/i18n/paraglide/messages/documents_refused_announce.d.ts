/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file was not sent; see the reasons under Uploads." |
* | * | "{shown} files were not sent; see the reasons under Uploads." |
*
* @param {Documents_Refused_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_refused_announce: ((inputs: Documents_Refused_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Refused_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Refused_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
