/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Sync_SyncedInputs */

const en_sync_synced = /** @type {(inputs: Sync_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Synced ${i?.when}`)
};

const es_sync_synced = /** @type {(inputs: Sync_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sincronizado ${i?.when}`)
};

const en_xa2_sync_synced = /** @type {(inputs: Sync_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šýñçéð ${i?.when} ·~]`)
};

/**
* | output |
* | --- |
* | "Synced {when}" |
*
* @param {Sync_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_synced = /** @type {((inputs: Sync_SyncedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_SyncedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_synced(inputs)
	if (locale === "en-XA") return en_xa2_sync_synced(inputs)
	return en_sync_synced(inputs)
});