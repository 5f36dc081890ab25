/**
* | output |
* | --- |
* | "{path} was written, but its folder could not be flushed to disk ({detail}); a power cut now could undo the change." |
*
* @param {Main_Durable_Write_Not_FlushedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_durable_write_not_flushed: ((inputs: Main_Durable_Write_Not_FlushedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Durable_Write_Not_FlushedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Durable_Write_Not_FlushedInputs = {
    path: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
