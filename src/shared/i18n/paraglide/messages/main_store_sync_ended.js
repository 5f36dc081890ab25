/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_Sync_EndedInputs */

const en_main_store_sync_ended = /** @type {(inputs: Main_Store_Sync_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sync of the shipment list has ended (finished, cancelled or replaced by a newer one).`)
};

const es_main_store_sync_ended = /** @type {(inputs: Main_Store_Sync_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta sincronización de la lista de envíos ha terminado (acabó, se canceló o la sustituyó otra más reciente).`)
};

const en_xa2_main_store_sync_ended = /** @type {(inputs: Main_Store_Sync_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šýñç óƒ ţĥé šĥíþɱéñţ ļíšţ ĥáš éñðéð (ƒíñíšĥéð, çáñçéļļéð óŕ ŕéþļáçéð ƀý á ñéŵéŕ óñé). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "This sync of the shipment list has ended (finished, cancelled or replaced by a newer one)." |
*
* @param {Main_Store_Sync_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_sync_ended = /** @type {((inputs?: Main_Store_Sync_EndedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Sync_EndedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_sync_ended(inputs)
	if (locale === "en-XA") return en_xa2_main_store_sync_ended(inputs)
	return en_main_store_sync_ended(inputs)
});