/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Main_Sync_Not_StoredInputs */

const en_main_sync_not_stored = /** @type {(inputs: Main_Sync_Not_StoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The shipment list could not be stored: ${i?.why}`)
};

const es_main_sync_not_stored = /** @type {(inputs: Main_Sync_Not_StoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar la lista de envíos: ${i?.why}`)
};

const en_xa2_main_sync_not_stored = /** @type {(inputs: Main_Sync_Not_StoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šĥíþɱéñţ ļíšţ çóúļð ñóţ ƀé šţóŕéð: ${i?.why} ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The shipment list could not be stored: {why}" |
*
* @param {Main_Sync_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sync_not_stored = /** @type {((inputs: Main_Sync_Not_StoredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Sync_Not_StoredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_sync_not_stored(inputs)
	if (locale === "en-XA") return en_xa2_main_sync_not_stored(inputs)
	return en_main_sync_not_stored(inputs)
});