/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_List_LoadingInputs */

const en_tracking_list_loading = /** @type {(inputs: Tracking_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading shipments…`)
};

const es_tracking_list_loading = /** @type {(inputs: Tracking_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando envíos…`)
};

const en_xa2_tracking_list_loading = /** @type {(inputs: Tracking_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ šĥíþɱéñţš… ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Loading shipments…" |
*
* @param {Tracking_List_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_loading = /** @type {((inputs?: Tracking_List_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_List_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_list_loading(inputs)
	if (locale === "en-XA") return en_xa2_tracking_list_loading(inputs)
	return en_tracking_list_loading(inputs)
});