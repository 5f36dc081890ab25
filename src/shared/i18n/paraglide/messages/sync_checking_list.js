/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Checking_ListInputs */

const en_sync_checking_list = /** @type {(inputs: Sync_Checking_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the shipment list…`)
};

const es_sync_checking_list = /** @type {(inputs: Sync_Checking_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisando la lista de envíos…`)
};

const en_xa2_sync_checking_list = /** @type {(inputs: Sync_Checking_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ţĥé šĥíþɱéñţ ļíšţ… ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Checking the shipment list…" |
*
* @param {Sync_Checking_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_list = /** @type {((inputs?: Sync_Checking_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Checking_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_checking_list(inputs)
	if (locale === "en-XA") return en_xa2_sync_checking_list(inputs)
	return en_sync_checking_list(inputs)
});