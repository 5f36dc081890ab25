/**
* | output |
* | --- |
* | "The local store {file} could not switch to WAL mode (it is in {mode} mode)." |
*
* @param {Main_Store_Not_WalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_not_wal: ((inputs: Main_Store_Not_WalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Not_WalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Not_WalInputs = {
    file: NonNullable<unknown>;
    mode: NonNullable<unknown>;
};
