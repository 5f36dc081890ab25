/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, why: NonNullable<unknown> }} Main_Sync_Not_SavedInputs */

const en_main_sync_not_saved = /** @type {(inputs: Main_Sync_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The shipment list could not be saved to ${i?.file} for the sync: ${i?.why}`)
};

const es_main_sync_not_saved = /** @type {(inputs: Main_Sync_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar la lista de envíos en ${i?.file} para sincronizarla: ${i?.why}`)
};

const en_xa2_main_sync_not_saved = /** @type {(inputs: Main_Sync_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šĥíþɱéñţ ļíšţ çóúļð ñóţ ƀé šáṽéð ţó ${i?.file} ƒóŕ ţĥé šýñç: ${i?.why} ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The shipment list could not be saved to {file} for the sync: {why}" |
*
* @param {Main_Sync_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sync_not_saved = /** @type {((inputs: Main_Sync_Not_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Sync_Not_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_sync_not_saved(inputs)
	if (locale === "en-XA") return en_xa2_main_sync_not_saved(inputs)
	return en_main_sync_not_saved(inputs)
});