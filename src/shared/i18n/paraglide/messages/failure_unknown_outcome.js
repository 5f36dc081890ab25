/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ check: NonNullable<unknown> }} Failure_Unknown_OutcomeInputs */

const en_failure_unknown_outcome = /** @type {(inputs: Failure_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It may or may not have been carried out: check ${i?.check} before trying again.`)
};

const es_failure_unknown_outcome = /** @type {(inputs: Failure_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puede que se haya hecho o no: compruebe ${i?.check} antes de volver a intentarlo.`)
};

const en_xa2_failure_unknown_outcome = /** @type {(inputs: Failure_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ çáŕŕíéð óúţ: çĥéçķ ${i?.check} ƀéƒóŕé ţŕýíñĝ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "It may or may not have been carried out: check {check} before trying again." |
*
* @param {Failure_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_outcome = /** @type {((inputs: Failure_Unknown_OutcomeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Unknown_OutcomeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_unknown_outcome(inputs)
	if (locale === "en-XA") return en_xa2_failure_unknown_outcome(inputs)
	return en_failure_unknown_outcome(inputs)
});