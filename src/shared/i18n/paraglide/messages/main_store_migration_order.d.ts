/**
* | output |
* | --- |
* | "The local store is at version {at}, and its update to version {version} needs version {needs}: Freight Desk cannot update it in that order." |
*
* @param {Main_Store_Migration_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_migration_order: ((inputs: Main_Store_Migration_OrderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Migration_OrderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Migration_OrderInputs = {
    at: NonNullable<unknown>;
    version: NonNullable<unknown>;
    needs: NonNullable<unknown>;
};
