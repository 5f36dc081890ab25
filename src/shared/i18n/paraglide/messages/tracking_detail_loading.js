/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Detail_LoadingInputs */

const en_tracking_detail_loading = /** @type {(inputs: Tracking_Detail_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the shipment…`)
};

const es_tracking_detail_loading = /** @type {(inputs: Tracking_Detail_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el envío…`)
};

const en_xa2_tracking_detail_loading = /** @type {(inputs: Tracking_Detail_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé šĥíþɱéñţ… ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Loading the shipment…" |
*
* @param {Tracking_Detail_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_loading = /** @type {((inputs?: Tracking_Detail_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detail_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_detail_loading(inputs)
	if (locale === "en-XA") return en_xa2_tracking_detail_loading(inputs)
	return en_tracking_detail_loading(inputs)
});