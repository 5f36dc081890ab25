/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Rating_Form_ProblemsInputs */

const en_rating_form_problems = /** @type {(inputs: Rating_Form_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} field needs attention: nothing was sent.`);
	return /** @type {LocalizedString} */ (`${i?.shown} fields need attention: nothing was sent.`)
	
};

const es_rating_form_problems = /** @type {(inputs: Rating_Form_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} campo necesita atención: no se envió nada.`);
	return /** @type {LocalizedString} */ (`${i?.shown} campos necesitan atención: no se envió nada.`)
	
};

const en_xa2_rating_form_problems = /** @type {(inputs: Rating_Form_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíéļð ñééðš áţţéñţíóñ: ñóţĥíñĝ ŵáš šéñţ. ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíéļðš ñééð áţţéñţíóñ: ñóţĥíñĝ ŵáš šéñţ. ·~ ·~ ·~ ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} field needs attention: nothing was sent." |
* | * | "{shown} fields need attention: nothing was sent." |
*
* @param {Rating_Form_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_problems = /** @type {((inputs: Rating_Form_ProblemsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_ProblemsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_problems(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_problems(inputs)
	return en_rating_form_problems(inputs)
});