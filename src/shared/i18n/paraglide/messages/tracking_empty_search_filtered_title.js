/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ search: NonNullable<unknown> }} Tracking_Empty_Search_Filtered_TitleInputs */

const en_tracking_empty_search_filtered_title = /** @type {(inputs: Tracking_Empty_Search_Filtered_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No shipment matches “${i?.search}” with these filters`)
};

const es_tracking_empty_search_filtered_title = /** @type {(inputs: Tracking_Empty_Search_Filtered_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún envío coincide con «${i?.search}» con estos filtros`)
};

const en_xa2_tracking_empty_search_filtered_title = /** @type {(inputs: Tracking_Empty_Search_Filtered_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţ ɱáţçĥéš “${i?.search}” ŵíţĥ ţĥéšé ƒíļţéŕš ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No shipment matches “{search}” with these filters" |
*
* @param {Tracking_Empty_Search_Filtered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_filtered_title = /** @type {((inputs: Tracking_Empty_Search_Filtered_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Empty_Search_Filtered_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_empty_search_filtered_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_empty_search_filtered_title(inputs)
	return en_tracking_empty_search_filtered_title(inputs)
});