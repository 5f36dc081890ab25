/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_List_Refresh_TitleInputs */

const en_tracking_list_refresh_title = /** @type {(inputs: Tracking_List_Refresh_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync the list with the service now`)
};

const es_tracking_list_refresh_title = /** @type {(inputs: Tracking_List_Refresh_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizar ahora la lista con el servicio`)
};

const en_xa2_tracking_list_refresh_title = /** @type {(inputs: Tracking_List_Refresh_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç ţĥé ļíšţ ŵíţĥ ţĥé šéŕṽíçé ñóŵ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Sync the list with the service now" |
*
* @param {Tracking_List_Refresh_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_refresh_title = /** @type {((inputs?: Tracking_List_Refresh_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_List_Refresh_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_list_refresh_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_list_refresh_title(inputs)
	return en_tracking_list_refresh_title(inputs)
});