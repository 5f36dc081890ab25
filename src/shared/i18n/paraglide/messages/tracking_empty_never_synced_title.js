/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Empty_Never_Synced_TitleInputs */

const en_tracking_empty_never_synced_title = /** @type {(inputs: Tracking_Empty_Never_Synced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shipment list was never synced`)
};

const es_tracking_empty_never_synced_title = /** @type {(inputs: Tracking_Empty_Never_Synced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista de envíos nunca se sincronizó`)
};

const en_xa2_tracking_empty_never_synced_title = /** @type {(inputs: Tracking_Empty_Never_Synced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šĥíþɱéñţ ļíšţ ŵáš ñéṽéŕ šýñçéð ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The shipment list was never synced" |
*
* @param {Tracking_Empty_Never_Synced_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_never_synced_title = /** @type {((inputs?: Tracking_Empty_Never_Synced_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Empty_Never_Synced_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_empty_never_synced_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_empty_never_synced_title(inputs)
	return en_tracking_empty_never_synced_title(inputs)
});