/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Said_Already_SavedInputs */

const en_service_said_already_saved = /** @type {(inputs: Service_Said_Already_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it was saved already`)
};

const es_service_said_already_saved = /** @type {(inputs: Service_Said_Already_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ya estaba guardada`)
};

const en_xa2_service_said_already_saved = /** @type {(inputs: Service_Said_Already_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţ ŵáš šáṽéð áļŕéáðý ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "it was saved already" |
*
* @param {Service_Said_Already_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_already_saved = /** @type {((inputs?: Service_Said_Already_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_Already_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_already_saved(inputs)
	if (locale === "en-XA") return en_xa2_service_said_already_saved(inputs)
	return en_service_said_already_saved(inputs)
});