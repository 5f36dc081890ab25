/**
* | output |
* | --- |
* | "up to {mib} MiB each" |
*
* @param {Documents_Upload_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_limit: ((inputs: Documents_Upload_LimitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_LimitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Upload_LimitInputs = {
    mib: NonNullable<unknown>;
};
