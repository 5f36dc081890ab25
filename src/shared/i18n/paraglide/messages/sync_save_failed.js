/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Save_FailedInputs */

const en_sync_save_failed = /** @type {(inputs: Sync_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the sync settings`)
};

const es_sync_save_failed = /** @type {(inputs: Sync_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron guardar los ajustes de sincronización`)
};

const en_xa2_sync_save_failed = /** @type {(inputs: Sync_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé šýñç šéţţíñĝš ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not save the sync settings" |
*
* @param {Sync_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_save_failed = /** @type {((inputs?: Sync_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_save_failed(inputs)
	if (locale === "en-XA") return en_xa2_sync_save_failed(inputs)
	return en_sync_save_failed(inputs)
});