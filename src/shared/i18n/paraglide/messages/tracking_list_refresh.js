/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_List_RefreshInputs */

const en_tracking_list_refresh = /** @type {(inputs: Tracking_List_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
};

const es_tracking_list_refresh = /** @type {(inputs: Tracking_List_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar`)
};

const en_xa2_tracking_list_refresh = /** @type {(inputs: Tracking_List_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ ·~]`)
};

/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Tracking_List_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_refresh = /** @type {((inputs?: Tracking_List_RefreshInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_List_RefreshInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_list_refresh(inputs)
	if (locale === "en-XA") return en_xa2_tracking_list_refresh(inputs)
	return en_tracking_list_refresh(inputs)
});