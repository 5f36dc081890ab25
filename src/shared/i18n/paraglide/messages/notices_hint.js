/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_HintInputs */

const en_notices_hint = /** @type {(inputs: Notices_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Tracking · Esc to dismiss`)
};

const es_notices_hint = /** @type {(inputs: Notices_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en Seguimiento · Esc para descartar`)
};

const en_xa2_notices_hint = /** @type {(inputs: Notices_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ íñ Ţŕáçķíñĝ · Éšç ţó ðíšɱíšš ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Open in Tracking · Esc to dismiss" |
*
* @param {Notices_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_hint = /** @type {((inputs?: Notices_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_hint(inputs)
	if (locale === "en-XA") return en_xa2_notices_hint(inputs)
	return en_notices_hint(inputs)
});