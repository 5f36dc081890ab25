/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} uploaded" |
* | * | "{shown} uploaded" |
*
* @param {Documents_Announce_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_uploaded: ((inputs: Documents_Announce_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Announce_UploadedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
