/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ search: NonNullable<unknown> }} Tracking_Empty_Search_TitleInputs */

const en_tracking_empty_search_title = /** @type {(inputs: Tracking_Empty_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No shipment matches “${i?.search}”`)
};

const es_tracking_empty_search_title = /** @type {(inputs: Tracking_Empty_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún envío coincide con «${i?.search}»`)
};

const en_xa2_tracking_empty_search_title = /** @type {(inputs: Tracking_Empty_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţ ɱáţçĥéš “${i?.search}” ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No shipment matches “{search}”" |
*
* @param {Tracking_Empty_Search_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_title = /** @type {((inputs: Tracking_Empty_Search_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Empty_Search_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_empty_search_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_empty_search_title(inputs)
	return en_tracking_empty_search_title(inputs)
});