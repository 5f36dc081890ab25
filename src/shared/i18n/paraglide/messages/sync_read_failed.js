/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Read_FailedInputs */

const en_sync_read_failed = /** @type {(inputs: Sync_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the sync settings`)
};

const es_sync_read_failed = /** @type {(inputs: Sync_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los ajustes de sincronización`)
};

const en_xa2_sync_read_failed = /** @type {(inputs: Sync_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé šýñç šéţţíñĝš ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not read the sync settings" |
*
* @param {Sync_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_read_failed = /** @type {((inputs?: Sync_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_read_failed(inputs)
	if (locale === "en-XA") return en_xa2_sync_read_failed(inputs)
	return en_sync_read_failed(inputs)
});