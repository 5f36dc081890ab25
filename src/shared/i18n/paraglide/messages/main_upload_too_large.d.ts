/**
* | output |
* | --- |
* | "{name} is {size} MiB; the limit is {limit} MiB ({bytes} bytes)." |
*
* @param {Main_Upload_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_upload_too_large: ((inputs: Main_Upload_Too_LargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Upload_Too_LargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Upload_Too_LargeInputs = {
    name: NonNullable<unknown>;
    size: NonNullable<unknown>;
    limit: NonNullable<unknown>;
    bytes: NonNullable<unknown>;
};
