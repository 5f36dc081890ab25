/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Failure_More_ProblemsInputs */

const en_failure_more_problems = /** @type {(inputs: Failure_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(and ${i?.count} more)`);
	return /** @type {LocalizedString} */ (`(and ${i?.count} more)`)
	
};

const es_failure_more_problems = /** @type {(inputs: Failure_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(y ${i?.count} más)`);
	return /** @type {LocalizedString} */ (`(y ${i?.count} más)`)
	
};

const en_xa2_failure_more_problems = /** @type {(inputs: Failure_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[(áñð ${i?.count} ɱóŕé) ·~ ·]`);
	return /** @type {LocalizedString} */ (`[(áñð ${i?.count} ɱóŕé) ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "(and {count} more)" |
* | * | "(and {count} more)" |
*
* @param {Failure_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_more_problems = /** @type {((inputs: Failure_More_ProblemsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_More_ProblemsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_more_problems(inputs)
	if (locale === "en-XA") return en_xa2_failure_more_problems(inputs)
	return en_failure_more_problems(inputs)
});