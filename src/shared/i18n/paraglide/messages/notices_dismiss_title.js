/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Dismiss_TitleInputs */

const en_notices_dismiss_title = /** @type {(inputs: Notices_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss (Esc)`)
};

const es_notices_dismiss_title = /** @type {(inputs: Notices_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar (Esc)`)
};

const en_xa2_notices_dismiss_title = /** @type {(inputs: Notices_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšɱíšš (Éšç) ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Dismiss (Esc)" |
*
* @param {Notices_Dismiss_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_title = /** @type {((inputs?: Notices_Dismiss_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Dismiss_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_dismiss_title(inputs)
	if (locale === "en-XA") return en_xa2_notices_dismiss_title(inputs)
	return en_notices_dismiss_title(inputs)
});