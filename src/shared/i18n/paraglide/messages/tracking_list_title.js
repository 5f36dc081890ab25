/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_List_TitleInputs */

const en_tracking_list_title = /** @type {(inputs: Tracking_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments`)
};

const es_tracking_list_title = /** @type {(inputs: Tracking_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos`)
};

const en_xa2_tracking_list_title = /** @type {(inputs: Tracking_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Tracking_List_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_title = /** @type {((inputs?: Tracking_List_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_List_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_list_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_list_title(inputs)
	return en_tracking_list_title(inputs)
});