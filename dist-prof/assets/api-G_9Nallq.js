const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/encryption-Bpfub4Uh.js","assets/rolldown-runtime-BtDSRbSq.js","assets/native-bridge-Dm3_hkLw.js","assets/schemas-DYJqGCgo.js","assets/firebase-auth-DOTn-Odp.js","assets/auth-vendors-INKfCFRg.js","assets/app-B8swDsOD.js","assets/react-1XXMI5Wu.js","assets/runtime-Dc1RwkV2.js","assets/push-registration-C2uGVHgg.js","assets/mutation-D-E-yONN.js"])))=>i.map(i=>d[i]);
import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { C as shouldThrowError, E as timeoutManager, M as settle, O as useQueryClient, S as shallowEqualObjects, T as timeUntilStale, b as replaceData, c as notifyManager, d as isServer, h as isValidTimeout, i as fetchState, j as readEnvelope, k as ApiFailure, l as focusManager, n as getDefaultState, p as hashKey, u as Subscribable, v as noop, x as resolveQueryValue } from "./mutation-D-E-yONN.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { A as setOffline, B as session, D as closeDialog, F as preferences, G as proxy, H as idleDeadlines, J as storage, K as subscribe, L as SESSION_KEYS, M as showToast, N as ui, R as dispatchSession, U as idlePhase, j as showDialog, k as requestNavigation, q as apiConfig, z as onSessionEvent } from "./app-B8swDsOD.js";
import { t as __vitePreload } from "./runtime-Dc1RwkV2.js";
// node_modules/@tanstack/query-core/build/modern/queryObserver.js
/**
* A `QueryObserver` watches a single query in the `QueryCache` and computes a
* `QueryObserverResult` from its state, recomputing and notifying subscribers
* whenever the underlying query (or the observer's options) changes. It is
* the primitive that framework adapters (e.g. `useQuery`) build their hooks
* on top of, but it can also be used directly to observe and switch between
* queries outside of any framework.
* @example
* ```ts
* const observer = new QueryObserver(queryClient, {
*   queryKey: ['posts'],
*   queryFn: fetchPosts,
* })
*
* const unsubscribe = observer.subscribe((result) => {
*   console.log(result.data)
* })
* ```
*/
var QueryObserver = class extends Subscribable {
	#client;
	#currentQuery = void 0;
	#currentQueryInitialState = void 0;
	#currentResult = void 0;
	#currentResultState;
	#currentResultOptions;
	#selectError;
	#selectFn;
	#selectResult;
	#lastQueryWithDefinedData;
	#staleTimeoutId;
	#refetchIntervalId;
	#currentRefetchInterval;
	#trackedProps = /* @__PURE__ */ new Set();
	constructor(client, options) {
		super();
		this.options = options;
		this.#client = client;
		this.#selectError = null;
		this.bindMethods();
		this.setOptions(options);
	}
	/**
	* Binds the methods of the result (`refetch`) to the observer, so they keep working when destructured
	* from it. Subclasses override it to bind their own result methods as well.
	*/
	bindMethods() {
		this.refetch = this.refetch.bind(this);
	}
	onSubscribe() {
		if (this.listeners.size === 1) {
			this.#currentQuery.addObserver(this);
			if (shouldFetchOnMount(this.#currentQuery, this.options)) this.#executeFetch();
			else this.updateResult();
			this.#updateTimers();
		}
	}
	onUnsubscribe() {
		if (!this.hasListeners()) this.destroy();
	}
	/**
	* Returns whether the observed query is currently stale and configured
	* (via the `refetchOnReconnect` option) to refetch when the network
	* reconnects.
	* @returns `true` if the observer should refetch the query on reconnect.
	*/
	shouldFetchOnReconnect() {
		return shouldFetchOn(this.#currentQuery, this.options, this.options.refetchOnReconnect);
	}
	/**
	* Returns whether the observed query is currently stale and configured
	* (via the `refetchOnWindowFocus` option) to refetch when the window
	* regains focus.
	* @returns `true` if the observer should refetch the query on window focus.
	*/
	shouldFetchOnWindowFocus() {
		return shouldFetchOn(this.#currentQuery, this.options, this.options.refetchOnWindowFocus);
	}
	/**
	* Stops observing the current query: clears all listeners, cancels the
	* stale and refetch-interval timers, and removes this observer from the
	* query it was observing.
	*/
	destroy() {
		this.listeners = /* @__PURE__ */ new Set();
		this.#clearStaleTimeout();
		this.#clearRefetchInterval();
		this.#currentQuery.removeObserver(this);
	}
	/**
	* Updates the observer's options. This will re-resolve the query being
	* observed (switching to a different query if the `queryKey` changed),
	* trigger a fetch if the new options require one and the observer has
	* subscribers, recompute the current result, and reschedule the stale and
	* refetch-interval timers as needed.
	* @param options - The new observer options. They are defaulted with {@link
	* QueryClient#defaultQueryOptions} before being applied.
	* @throws {Error} If `enabled` is neither a boolean nor a function.
	* @example
	* ```ts
	* observer.setOptions({ queryKey: ['posts', 1], queryFn: () => fetchPost(1) })
	* // later: switch to a different query, reusing the same observer
	* observer.setOptions({ queryKey: ['posts', 2], queryFn: () => fetchPost(2) })
	* ```
	*/
	setOptions(options) {
		const prevOptions = this.options;
		const prevQuery = this.#currentQuery;
		this.options = this.#client.defaultQueryOptions(options);
		if (this.options.enabled !== void 0 && typeof this.options.enabled !== "boolean" && typeof this.options.enabled !== "function" && typeof resolveQueryValue(this.options.enabled, this.#currentQuery) !== "boolean") throw new Error("Expected enabled to be a boolean or a callback that returns a boolean");
		this.#updateQuery();
		this.#currentQuery.setOptions(this.options);
		if (prevOptions._defaulted && !shallowEqualObjects(this.options, prevOptions)) this.#client.getQueryCache().notify({
			type: "observerOptionsUpdated",
			query: this.#currentQuery,
			observer: this
		});
		const mounted = this.hasListeners();
		if (mounted && shouldFetchOptionally(this.#currentQuery, prevQuery, this.options, prevOptions)) this.#executeFetch();
		this.updateResult();
		if (mounted && (this.#currentQuery !== prevQuery || resolveQueryValue(this.options.enabled, this.#currentQuery) !== resolveQueryValue(prevOptions.enabled, this.#currentQuery) || resolveQueryValue(this.options.staleTime, this.#currentQuery) !== resolveQueryValue(prevOptions.staleTime, this.#currentQuery))) this.#updateStaleTimeout();
		const nextRefetchInterval = this.#computeRefetchInterval();
		if (mounted && (this.#currentQuery !== prevQuery || resolveQueryValue(this.options.enabled, this.#currentQuery) !== resolveQueryValue(prevOptions.enabled, this.#currentQuery) || nextRefetchInterval !== this.#currentRefetchInterval)) this.#updateRefetchInterval(nextRefetchInterval);
	}
	/**
	* Computes the result the observer would produce for the given (already-defaulted) options
	* right now, building the underlying `Query` if it doesn't exist yet, without waiting for a
	* subscription callback. Called by framework adapters on every render (e.g. `useQuery`) so the
	* returned value is available synchronously, ahead of `setOptions` triggering an actual fetch.
	* @param options - The defaulted observer options to compute the result for.
	* @returns The result for the given options.
	*/
	getOptimisticResult(options) {
		const query = this.#client.getQueryCache().build(this.#client, options);
		const result = this.createResult(query, options);
		if (!shallowEqualObjects(this.getCurrentResult(), result)) {
			this.#currentResult = result;
			this.#currentResultOptions = this.options;
			this.#currentResultState = this.#currentQuery.state;
		}
		return result;
	}
	/**
	* Returns the most recently computed `QueryObserverResult` for the
	* observed query. This is a point-in-time read; to be notified of updates
	* as they happen, subscribe to the observer instead (its inherited
	* `subscribe` method).
	* @returns The observer's latest result.
	* @example
	* ```ts
	* const result = observer.getCurrentResult()
	* console.log(result.status, result.data)
	* ```
	*/
	getCurrentResult() {
		return this.#currentResult;
	}
	/**
	* Wraps a `QueryObserverResult` in a `Proxy` that records which properties are read, via
	* {@link QueryObserver#trackProp} (and an optional `onPropTracked` callback). Used by framework
	* adapters when `notifyOnChangeProps` is not set, to implement its default "only re-render on
	* properties you actually read" behavior.
	* @param result - The result to wrap.
	* @param onPropTracked - Called with the name of each property that is read.
	* @returns A proxy of `result` that tracks property reads.
	*/
	trackResult(result, onPropTracked) {
		return new Proxy(result, { get: (target, key) => {
			this.trackProp(key);
			onPropTracked?.(key);
			return Reflect.get(target, key);
		} });
	}
	/**
	* Records that the given `QueryObserverResult` property was read, so a subsequent update only
	* notifies this observer if a tracked property actually changed. Normally called indirectly via
	* {@link QueryObserver#trackResult}'s proxy; exposed directly for adapters that track property
	* access themselves (e.g. through their own reactivity system) instead of via the proxy.
	* @param key - The name of the property that was read.
	*/
	trackProp(key) {
		this.#trackedProps.add(key);
	}
	/**
	* Returns the `Query` instance this observer is currently observing.
	* @returns The observed query.
	*/
	getCurrentQuery() {
		return this.#currentQuery;
	}
	/**
	* Refetches the observed query and returns a promise that resolves with
	* the resulting `QueryObserverResult`.
	* @param options - Set `cancelRefetch` to `false` to keep a running fetch instead of cancelling
	* it, and `throwOnError` to `true` to reject when the refetch fails.
	* @returns A promise that resolves with the result after the refetch.
	* @example
	* ```ts
	* const result = await observer.refetch({ cancelRefetch: false })
	* console.log(result.data)
	* ```
	*/
	refetch({ ...options } = {}) {
		return this.fetch({ ...options });
	}
	/**
	* Fetches a query defined by the given options without affecting this
	* observer's own tracked query or result, and returns a promise that
	* resolves with the `QueryObserverResult` for that fetch. This is useful
	* for prefetching data that another observer (e.g. a query about to be
	* navigated to) will need, ahead of time.
	* @param options - The observer options of the query to fetch.
	* @returns A promise that resolves with the result for the fetched query.
	* @example
	* ```ts
	* const result = await observer.fetchOptimistic({
	*   queryKey: ['posts', 2],
	*   queryFn: () => fetchPost(2),
	* })
	* console.log(result.data)
	* ```
	*/
	fetchOptimistic(options) {
		const defaultedOptions = this.#client.defaultQueryOptions(options);
		const query = this.#client.getQueryCache().build(this.#client, defaultedOptions);
		let unsubscribe = () => {};
		let resolveEarly;
		const cachePromise = new Promise((resolve) => {
			resolveEarly = resolve;
			unsubscribe = this.#client.getQueryCache().subscribe((event) => {
				if (event.type === "updated" && event.query.queryHash === query.queryHash && query.state.data !== void 0) {
					unsubscribe();
					resolve(this.createResult(query, defaultedOptions));
				}
			});
		});
		return Promise.race([query.fetch(defaultedOptions).then(() => {
			const result = this.createResult(query, defaultedOptions);
			resolveEarly?.(result);
			return result;
		}).finally(() => {
			unsubscribe();
		}), cachePromise]);
	}
	/**
	* Fetches the observed query and updates the result once the fetch settles. Used by `refetch` and,
	* in `InfiniteQueryObserver`, to fetch more pages.
	* @param fetchOptions - Options for this fetch. `cancelRefetch` defaults to `true`.
	* @returns A promise that resolves with the updated result.
	*/
	fetch(fetchOptions) {
		return this.#executeFetch({
			...fetchOptions,
			cancelRefetch: fetchOptions.cancelRefetch ?? true
		}).then(() => {
			this.updateResult();
			return this.#currentResult;
		});
	}
	#executeFetch(fetchOptions) {
		this.#updateQuery();
		let promise = this.#currentQuery.fetch(this.options, fetchOptions);
		if (!fetchOptions?.throwOnError) promise = promise.catch(noop);
		return promise;
	}
	#shouldScheduleTimer(timeout) {
		return !isServer() && resolveQueryValue(this.options.enabled, this.#currentQuery) !== false && isValidTimeout(timeout);
	}
	#updateStaleTimeout() {
		this.#clearStaleTimeout();
		const staleTime = resolveQueryValue(this.options.staleTime, this.#currentQuery);
		if (this.#currentResult.isStale || !this.#shouldScheduleTimer(staleTime)) return;
		const timeout = timeUntilStale(this.#currentResult.dataUpdatedAt, staleTime) + 1;
		this.#staleTimeoutId = timeoutManager.setTimeout(() => {
			if (!this.#currentResult.isStale) this.updateResult();
		}, timeout);
	}
	#computeRefetchInterval() {
		return resolveQueryValue(this.options.refetchInterval, this.#currentQuery) ?? false;
	}
	#updateRefetchInterval(nextInterval) {
		this.#clearRefetchInterval();
		this.#currentRefetchInterval = nextInterval;
		if (this.#currentRefetchInterval === 0 || !this.#shouldScheduleTimer(this.#currentRefetchInterval)) return;
		this.#refetchIntervalId = timeoutManager.setInterval(() => {
			if (this.options.refetchIntervalInBackground || focusManager.isFocused()) this.#executeFetch();
		}, this.#currentRefetchInterval);
	}
	#updateTimers() {
		this.#updateStaleTimeout();
		this.#updateRefetchInterval(this.#computeRefetchInterval());
	}
	#clearStaleTimeout() {
		if (this.#staleTimeoutId !== void 0) {
			timeoutManager.clearTimeout(this.#staleTimeoutId);
			this.#staleTimeoutId = void 0;
		}
	}
	#clearRefetchInterval() {
		if (this.#refetchIntervalId !== void 0) {
			timeoutManager.clearInterval(this.#refetchIntervalId);
			this.#refetchIntervalId = void 0;
		}
	}
	/**
	* Computes the result for a query and options from the query's state, applying `select`,
	* `placeholderData`, and the derived flags. Subclasses override it to add their own fields.
	* @param query - The query to compute the result for.
	* @param options - The observer options to compute the result with.
	* @returns The computed result.
	*/
	createResult(query, options) {
		const prevQuery = this.#currentQuery;
		const prevOptions = this.options;
		const prevResult = this.#currentResult;
		const prevResultState = this.#currentResultState;
		const prevResultOptions = this.#currentResultOptions;
		const queryInitialState = query !== prevQuery ? query.state : this.#currentQueryInitialState;
		const { state } = query;
		let newState = { ...state };
		let isPlaceholderData = false;
		let data;
		if (options._optimisticResults) {
			const mounted = this.hasListeners();
			const fetchOnMount = !mounted && shouldFetchOnMount(query, options);
			const fetchOptionally = mounted && shouldFetchOptionally(query, prevQuery, options, prevOptions);
			if (fetchOnMount || fetchOptionally) newState = {
				...newState,
				...fetchState(state.data, query.options)
			};
			if (options._optimisticResults === "isRestoring") newState.fetchStatus = "idle";
		}
		let { error, errorUpdatedAt, status } = newState;
		data = newState.data;
		let skipSelect = false;
		if (options.placeholderData !== void 0 && data === void 0 && status === "pending") {
			let placeholderData;
			if (prevResult?.isPlaceholderData && options.placeholderData === prevResultOptions?.placeholderData) {
				placeholderData = prevResult.data;
				skipSelect = true;
			} else placeholderData = typeof options.placeholderData === "function" ? options.placeholderData(this.#lastQueryWithDefinedData?.state.data, this.#lastQueryWithDefinedData) : options.placeholderData;
			if (placeholderData !== void 0) {
				status = "success";
				data = replaceData(prevResult?.data, placeholderData, options);
				isPlaceholderData = true;
			}
		}
		if (options.select && data !== void 0 && !skipSelect) {
			if (prevResult && data === prevResultState?.data && options.select === this.#selectFn) data = this.#selectResult;
			else try {
				this.#selectFn = options.select;
				data = options.select(data);
				data = replaceData(prevResult?.data, data, options);
				this.#selectResult = data;
				this.#selectError = null;
			} catch (selectError) {
				this.#selectError = selectError;
			}
		} else if (data === void 0) this.#selectError = null;
		if (this.#selectError) {
			error = this.#selectError;
			data = this.#selectResult;
			errorUpdatedAt = prevResult?.error === error ? prevResult.errorUpdatedAt : Date.now();
			status = "error";
			isPlaceholderData = false;
		}
		const isFetching = newState.fetchStatus === "fetching";
		const isPending = status === "pending";
		const isError = status === "error";
		const isLoading = isPending && isFetching;
		const hasData = data !== void 0;
		return {
			status,
			fetchStatus: newState.fetchStatus,
			isPending,
			isSuccess: status === "success",
			isError,
			isInitialLoading: isLoading,
			isLoading,
			data,
			dataUpdatedAt: newState.dataUpdatedAt,
			error,
			errorUpdatedAt,
			failureCount: newState.fetchFailureCount,
			failureReason: newState.fetchFailureReason,
			errorUpdateCount: newState.errorUpdateCount,
			isFetched: query.isFetched(),
			isFetchedAfterMount: newState.dataUpdateCount > queryInitialState.dataUpdateCount || newState.errorUpdateCount > queryInitialState.errorUpdateCount,
			isFetching,
			isRefetching: isFetching && !isPending,
			isLoadingError: isError && !hasData,
			isPaused: newState.fetchStatus === "paused",
			isPlaceholderData,
			isRefetchError: isError && hasData,
			isStale: isStale(query, options),
			refetch: this.refetch,
			isEnabled: resolveQueryValue(options.enabled, query) !== false
		};
	}
	/**
	* Recomputes and stores the current result from the current query/options, notifying listeners
	* if it changed. Framework adapters call this right after subscribing to make sure no query
	* update was missed in the gap between creating the observer and subscribing to it.
	*/
	updateResult() {
		const prevResult = this.#currentResult;
		const nextResult = this.createResult(this.#currentQuery, this.options);
		this.#currentResultState = this.#currentQuery.state;
		this.#currentResultOptions = this.options;
		if (this.#currentResultState.data !== void 0) this.#lastQueryWithDefinedData = this.#currentQuery;
		if (shallowEqualObjects(nextResult, prevResult)) return;
		this.#currentResult = nextResult;
		const shouldNotifyListeners = () => {
			if (!prevResult) return true;
			const { notifyOnChangeProps } = this.options;
			const notifyOnChangePropsValue = typeof notifyOnChangeProps === "function" ? notifyOnChangeProps() : notifyOnChangeProps;
			if (notifyOnChangePropsValue === "all" || !notifyOnChangePropsValue && !this.#trackedProps.size) return true;
			if (this.options.throwOnError && this.#currentResult.error !== prevResult.error) return true;
			for (const key of notifyOnChangePropsValue ?? this.#trackedProps) if (this.#currentResult[key] !== prevResult[key]) return true;
			return false;
		};
		const notifyListeners = shouldNotifyListeners();
		notifyManager.batch(() => {
			if (notifyListeners) this.listeners.forEach((listener) => {
				listener(this.#currentResult);
			});
			this.#client.getQueryCache().notify({
				query: this.#currentQuery,
				type: "observerResultsUpdated"
			});
		});
	}
	#updateQuery() {
		const query = this.#client.getQueryCache().build(this.#client, this.options);
		if (query === this.#currentQuery) return;
		const prevQuery = this.#currentQuery;
		this.#currentQuery = query;
		this.#currentQueryInitialState = query.state;
		if (this.hasListeners()) {
			prevQuery?.removeObserver(this);
			query.addObserver(this);
		}
	}
	/**
	* Updates the observer's result when the observed query changes, and reschedules its timers if it
	* has listeners.
	* @internal
	*/
	onQueryUpdate() {
		this.updateResult();
		if (this.hasListeners()) this.#updateTimers();
	}
};
/**
* Checks whether a query has no data yet and should do its initial load when an observer mounts.
* @param query - The query to check.
* @param options - The observer options.
* @returns `true` if the query is enabled, has no data, and isn't in an error state with
* `retryOnMount: false`.
*/
function shouldLoadOnMount(query, options) {
	return resolveQueryValue(options.enabled, query) !== false && query.state.data === void 0 && !(query.state.status === "error" && resolveQueryValue(options.retryOnMount, query) === false);
}
/**
* Checks whether a query should fetch when an observer mounts: either for its initial load, or
* because it has data and `refetchOnMount` asks for a refetch.
* @param query - The query to check.
* @param options - The observer options.
* @returns `true` if the query should fetch on mount.
*/
function shouldFetchOnMount(query, options) {
	return shouldLoadOnMount(query, options) || query.state.data !== void 0 && shouldFetchOn(query, options, options.refetchOnMount);
}
/**
* Checks whether a query should fetch for a `refetchOnMount`, `refetchOnWindowFocus`, or
* `refetchOnReconnect` option.
* @param query - The query to check.
* @param options - The observer options.
* @param field - The value of the option to check.
* @returns `true` if the query is enabled, not static, and the option is `'always'`, or is not
* `false` and the query is stale.
*/
function shouldFetchOn(query, options, field) {
	if (resolveQueryValue(options.enabled, query) !== false && resolveQueryValue(options.staleTime, query) !== "static") {
		const value = resolveQueryValue(field, query);
		return value === "always" || value !== false && isStale(query, options);
	}
	return false;
}
/**
* Checks whether a query should fetch after the observer's options change.
* @param query - The query observed with the new options.
* @param prevQuery - The query observed with the previous options.
* @param options - The new observer options.
* @param prevOptions - The previous observer options.
* @returns `true` if the query changed or was disabled before, it isn't a suspense query in an
* error state, and it is stale.
*/
function shouldFetchOptionally(query, prevQuery, options, prevOptions) {
	return (query !== prevQuery || resolveQueryValue(prevOptions.enabled, query) === false) && (!options.suspense || query.state.status !== "error") && isStale(query, options);
}
/**
* Checks whether a query is stale for the given observer options.
* @param query - The query to check.
* @param options - The observer options, whose `enabled` and `staleTime` are used.
* @returns `true` if the query is enabled and its data is stale for `staleTime`.
*/
function isStale(query, options) {
	return resolveQueryValue(options.enabled, query) !== false && query.isStaleByTime(resolveQueryValue(options.staleTime, query));
}
// node_modules/@tanstack/query-core/build/modern/mutationObserver.js
/**
* Observes a single mutation and derives a `MutationObserverResult` from it.
* A framework hook like `useMutation` creates one `MutationObserver` per hook
* call, keeps it stable across re-renders, calls `setOptions` when the options
* passed to the hook change, subscribes to it to re-render on updates, and
* reads `getCurrentResult()` for the value to return. Calling `mutate()`
* builds a new underlying `Mutation` in the `MutationCache` and executes it.
* @example
* ```ts
* const observer = new MutationObserver(queryClient, {
*   mutationFn: (variables: { title: string }) => addPost(variables),
* })
* ```
*/
var MutationObserver = class extends Subscribable {
	#client;
	#currentResult = void 0;
	#currentMutation;
	#mutateOptions;
	constructor(client, options) {
		super();
		this.#client = client;
		this.setOptions(options);
		this.bindMethods();
		this.#updateResult();
	}
	/**
	* Binds the methods of the result (`mutate` and `reset`) to the observer, so they keep working when
	* destructured from it.
	*/
	bindMethods() {
		this.mutate = this.mutate.bind(this);
		this.reset = this.reset.bind(this);
	}
	/**
	* Updates the observer's options.
	*
	* If the new `mutationKey` differs from the previous one (and both were
	* defined), the observer is reset, detaching it from the mutation it was
	* observing. Otherwise, if the currently observed mutation is still
	* `pending`, its options are updated in place as well.
	* @param options - The new mutation observer options. They are defaulted with {@link
	* QueryClient#defaultMutationOptions} before being applied.
	* @example
	* ```ts
	* observer.setOptions({
	*   mutationFn: (variables: { title: string }) => addPost(variables),
	*   onSuccess: (data) => console.log(data),
	* })
	* ```
	*/
	setOptions(options) {
		const prevOptions = this.options;
		this.options = this.#client.defaultMutationOptions(options);
		if (!shallowEqualObjects(this.options, prevOptions)) this.#client.getMutationCache().notify({
			type: "observerOptionsUpdated",
			mutation: this.#currentMutation,
			observer: this
		});
		if (prevOptions?.mutationKey && this.options.mutationKey && hashKey(prevOptions.mutationKey) !== hashKey(this.options.mutationKey)) this.reset();
		else if (this.#currentMutation?.state.status === "pending") this.#currentMutation.setOptions(this.options);
	}
	onSubscribe() {
		if (this.listeners.size === 1 && this.#currentMutation) {
			this.#currentMutation.addObserver(this);
			this.#updateResult();
		}
	}
	onUnsubscribe() {
		if (!this.hasListeners()) this.#currentMutation?.removeObserver(this);
	}
	/**
	* Updates the observer's result when the observed mutation changes, and notifies its listeners.
	* @internal
	* @param action - The action that updated the observed mutation, passed on to the observer's
	* callbacks.
	*/
	onMutationUpdate(action) {
		this.#updateResult();
		this.#notify(action);
	}
	/**
	* Returns the observer's current result, derived from the observed
	* mutation's state (or the default, `idle` state if no mutation has been
	* built yet, e.g. before the first `mutate()` call or after `reset()`).
	* @returns The observer's latest result.
	*/
	getCurrentResult() {
		return this.#currentResult;
	}
	/**
	* Detaches the observer from the mutation it is currently observing (if
	* any) and resets the observed result back to its default, `idle` state.
	*
	* This does not cancel an in-flight mutation; the mutation itself keeps
	* running to completion and its own callbacks still fire, but this
	* observer stops reflecting its state and a subsequent `mutate()` call
	* will build a brand new mutation.
	* @see {@link MutationObserver#mutate}
	* @example
	* ```ts
	* observer.reset()
	* ```
	*/
	reset() {
		this.#currentMutation?.removeObserver(this);
		this.#currentMutation = void 0;
		this.#updateResult();
		this.#notify();
	}
	/**
	* Builds a new `Mutation` in the `MutationCache` using the observer's
	* current options, detaches this observer from any previously observed
	* mutation, attaches it to the new one, and executes it with the given
	* variables.
	*
	* The optional per-call `options` (`onSuccess`/`onError`/`onSettled`) are
	* invoked once the mutation settles, in addition to any callbacks defined
	* on the observer's own options.
	* @param variables - The variables passed to the `mutationFn`.
	* @param options - Per-call `onSuccess`, `onError`, and `onSettled` callbacks.
	* @returns A promise that resolves with the mutation's data, or rejects with its error.
	* @example
	* ```ts
	* await observer.mutate(
	*   { title: 'New post' },
	*   { onSuccess: (data) => console.log(data) },
	* )
	* ```
	*/
	mutate(variables, options) {
		this.#mutateOptions = options;
		this.#currentMutation?.removeObserver(this);
		this.#currentMutation = this.#client.getMutationCache().build(this.#client, this.options);
		this.#currentMutation.addObserver(this);
		return this.#currentMutation.execute(variables);
	}
	#updateResult() {
		const state = this.#currentMutation?.state ?? getDefaultState();
		this.#currentResult = {
			...state,
			isPending: state.status === "pending",
			isSuccess: state.status === "success",
			isError: state.status === "error",
			isIdle: state.status === "idle",
			mutate: this.mutate,
			reset: this.reset
		};
	}
	#notify(action) {
		notifyManager.batch(() => {
			const mutateOptions = this.#mutateOptions;
			if (mutateOptions && this.hasListeners()) {
				const variables = this.#currentResult.variables;
				const onMutateResult = this.#currentResult.context;
				const context = {
					client: this.#client,
					meta: this.options.meta,
					mutationKey: this.options.mutationKey
				};
				if (action?.type === "success") {
					try {
						mutateOptions.onSuccess?.(action.data, variables, onMutateResult, context);
					} catch (e) {
						Promise.reject(e);
					}
					try {
						mutateOptions.onSettled?.(action.data, null, variables, onMutateResult, context);
					} catch (e) {
						Promise.reject(e);
					}
				} else if (action?.type === "error") {
					try {
						mutateOptions.onError?.(action.error, variables, onMutateResult, context);
					} catch (e) {
						Promise.reject(e);
					}
					try {
						mutateOptions.onSettled?.(void 0, action.error, variables, onMutateResult, context);
					} catch (e) {
						Promise.reject(e);
					}
				}
			}
			this.listeners.forEach((listener) => {
				listener(this.#currentResult);
			});
		});
	}
};
// node_modules/@tanstack/react-query/build/modern/IsRestoringProvider.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var IsRestoringContext = import_react.createContext(false);
/**
* If you are using `PersistQueryClientProvider`, you can also use the `useIsRestoring` hook alongside it to
* check if a restore is currently in progress. `useQuery` and friends also check this internally to avoid
* race conditions between the restore and mounting queries.
* @returns `true` while a persisted client is being restored, `false` otherwise.
*/
var useIsRestoring = () => import_react.useContext(IsRestoringContext);
IsRestoringContext.Provider;
require_jsx_runtime();
/**
* Creates the value shared through the boundary's context, which tracks whether a reset was
* requested.
* @returns The `clearReset`, `isReset`, and `reset` functions of the boundary.
*/
function createValue() {
	let isReset = false;
	return {
		/**
		* Clears the reset state, so queries know not to try again until the boundary is reset again.
		*/
		clearReset: () => {
			isReset = false;
		},
		/**
		* Resets any query errors within the boundary, so queries know they can try again.
		*/
		reset: () => {
			isReset = true;
		},
		/**
		* Returns whether the boundary has been reset and not yet cleared.
		* @returns `true` if the boundary has been reset and not yet cleared.
		*/
		isReset: () => {
			return isReset;
		}
	};
}
var QueryErrorResetBoundaryContext = import_react.createContext(createValue());
/**
* This hook will reset any query errors within the closest `QueryErrorResetBoundary`. If there is no boundary
* defined it will reset them globally.
* @returns The boundary's {@link QueryErrorResetBoundaryValue}.
* @example
* ```tsx
* import { ErrorBoundary } from 'react-error-boundary'
* import { useQueryErrorResetBoundary } from '@tanstack/react-query'
*
* function App({ children }: { children: React.ReactNode }) {
*   const { reset } = useQueryErrorResetBoundary()
*
*   return (
*     <ErrorBoundary
*       onReset={reset}
*       fallbackRender={({ resetErrorBoundary }) => (
*         <div>
*           There was an error!
*           <button onClick={() => resetErrorBoundary()}>Try again</button>
*         </div>
*       )}
*     >
*       {children}
*     </ErrorBoundary>
*   )
* }
* ```
*/
var useQueryErrorResetBoundary = () => import_react.useContext(QueryErrorResetBoundaryContext);
// node_modules/@tanstack/react-query/build/modern/errorBoundaryUtils.js
/**
* Turns off `retryOnMount` for a query that throws its errors (with `suspense` or `throwOnError`),
* unless the error boundary has been reset, so a remount doesn't retry the failed query before the
* user resets the boundary. Mutates the options.
* @param options - The defaulted query options to adjust.
* @param errorResetBoundary - The value of the nearest `QueryErrorResetBoundary`.
* @param query - The query, used to evaluate a `throwOnError` function against its error.
*/
var ensurePreventErrorBoundaryRetry = (options, errorResetBoundary, query) => {
	const throwOnError = query?.state.status === "error" && typeof options.throwOnError === "function" ? shouldThrowError(options.throwOnError, [query.state.error, query]) : options.throwOnError;
	if (options.suspense || throwOnError) {
		if (!errorResetBoundary.isReset()) options.retryOnMount = false;
	}
};
/**
* Clears the reset state of the error boundary after the component mounts, so later errors are
* thrown to the boundary again.
* @param errorResetBoundary - The value of the nearest `QueryErrorResetBoundary`.
*/
var useClearResetErrorBoundary = (errorResetBoundary) => {
	import_react.useEffect(() => {
		errorResetBoundary.clearReset();
	}, [errorResetBoundary]);
};
/**
* Checks whether the query error should be thrown to the nearest error boundary: the query errored
* and isn't fetching, the boundary hasn't been reset, and either `suspense` is enabled with no data
* or `throwOnError` says so.
* @param params - The observer `result`, the `errorResetBoundary`, the `throwOnError` option, the
* `query`, and the `suspense` option.
* @returns `true` if the error should be thrown.
*/
var getHasError = ({ result, errorResetBoundary, throwOnError, query, suspense }) => {
	return result.isError && !errorResetBoundary.isReset() && !result.isFetching && query && (suspense && result.data === void 0 || shouldThrowError(throwOnError, [result.error, query]));
};
// node_modules/@tanstack/react-query/build/modern/suspense.js
/**
* Raises `staleTime` and a numeric `gcTime` to at least 1000ms when `suspense` is enabled, so a
* component that remounts after suspending doesn't refetch right away or find the query garbage
* collected. A `'static'` `staleTime` is kept as is. Mutates the options.
* @param defaultedOptions - The defaulted query options to adjust.
*/
var ensureSuspenseTimers = (defaultedOptions) => {
	if (defaultedOptions.suspense) {
		const MIN_SUSPENSE_TIME_MS = 1e3;
		const clamp = (value) => value === "static" ? value : Math.max(value ?? MIN_SUSPENSE_TIME_MS, MIN_SUSPENSE_TIME_MS);
		const originalStaleTime = defaultedOptions.staleTime;
		defaultedOptions.staleTime = typeof originalStaleTime === "function" ? (...args) => clamp(originalStaleTime(...args)) : clamp(originalStaleTime);
		if (typeof defaultedOptions.gcTime === "number") defaultedOptions.gcTime = Math.max(defaultedOptions.gcTime, MIN_SUSPENSE_TIME_MS);
	}
};
/**
* Checks whether a query should suspend: `suspense` is enabled and the result is still `pending`.
* @param defaultedOptions - The defaulted query options, if any.
* @param result - The current result of the observer.
* @returns `true` if the component should suspend.
*/
var shouldSuspend = (defaultedOptions, result) => defaultedOptions?.suspense && result.isPending;
/**
* Fetches the query for a suspending component, without affecting the observer's own result. If
* the fetch fails, the reset state of the error boundary is cleared, so the error is thrown to it.
* @param defaultedOptions - The defaulted query options to fetch with.
* @param observer - The observer of the query.
* @param errorResetBoundary - The value of the nearest `QueryErrorResetBoundary`.
* @returns A promise that resolves once the fetch settles. It never rejects.
*/
var fetchOptimistic = (defaultedOptions, observer, errorResetBoundary) => observer.fetchOptimistic(defaultedOptions).catch(() => {
	errorResetBoundary.clearReset();
});
// node_modules/@tanstack/react-query/build/modern/useBaseQuery.js
/**
* Base implementation shared by `useQuery`, `useInfiniteQuery`, `useSuspenseQuery`, and
* `useSuspenseInfiniteQuery`.
* @param options - The options passed to the calling hook.
* @param Observer - The observer class from query-core (`QueryObserver` or
* `InfiniteQueryObserver`).
* @param queryClient - Use this to use a custom `QueryClient`. Otherwise, the one from the nearest
* context will be used.
* @returns The query result, tracking which properties are read unless `notifyOnChangeProps` is
* set.
* @throws {Error} If `options` is not an object (outside production), or the query error when it should be
* thrown to the nearest error boundary (see `throwOnError`). While suspending, it throws a promise instead.
*/
function useBaseQuery(options, Observer, queryClient) {
	const isRestoring = useIsRestoring();
	const errorResetBoundary = useQueryErrorResetBoundary();
	const client = useQueryClient(queryClient);
	const defaultedOptions = client.defaultQueryOptions(options);
	const query = client.getQueryCache().get(defaultedOptions.queryHash);
	const subscribed = options.subscribed !== false;
	defaultedOptions._optimisticResults = isRestoring ? "isRestoring" : subscribed ? "optimistic" : void 0;
	ensureSuspenseTimers(defaultedOptions);
	ensurePreventErrorBoundaryRetry(defaultedOptions, errorResetBoundary, query);
	useClearResetErrorBoundary(errorResetBoundary);
	const [observer] = import_react.useState(() => new Observer(client, defaultedOptions));
	const result = observer.getOptimisticResult(defaultedOptions);
	import_react.useEffect(() => {
		observer.setOptions(defaultedOptions);
	}, [defaultedOptions, observer]);
	const shouldSubscribe = !isRestoring && subscribed;
	import_react.useSyncExternalStore(import_react.useCallback((onStoreChange) => {
		const unsubscribe = shouldSubscribe ? observer.subscribe(notifyManager.batchCalls(onStoreChange)) : noop;
		observer.updateResult();
		return unsubscribe;
	}, [observer, shouldSubscribe]), () => observer.getCurrentResult(), () => observer.getCurrentResult());
	if (shouldSuspend(defaultedOptions, result)) throw fetchOptimistic(defaultedOptions, observer, errorResetBoundary);
	if (getHasError({
		result,
		errorResetBoundary,
		throwOnError: defaultedOptions.throwOnError,
		query,
		suspense: defaultedOptions.suspense
	})) throw result.error;
	return !defaultedOptions.notifyOnChangeProps ? observer.trackResult(result) : result;
}
// node_modules/@tanstack/react-query/build/modern/useQuery.js
function useQuery(options, queryClient) {
	return useBaseQuery(options, QueryObserver, queryClient);
}
// node_modules/@tanstack/react-query/build/modern/useMutation.js
/**
* Unlike queries, mutations are typically used to create/update/delete data or perform server side-effects.
* `useMutation` is the hook for that.
* @param options - The {@link UseMutationOptions} to use — everything you can pass to `useMutation`.
* @param queryClient - Use this to use a custom `QueryClient`. Otherwise, the one from the nearest context will
* be used.
* @returns `mutate`/`mutateAsync` also accept per-call `onSuccess`/`onError`/`onSettled` callbacks as a second
* argument, useful for triggering call-site side effects (e.g. navigation) without coupling them to the shared
* mutation definition. Hook-level callbacks (passed to `options`) fire for every mutation; per-call callbacks
* fire only for the latest call you've made, and only while the component is still mounted — unmounting before
* the mutation settles removes the subscription and prevents them from firing.
* @throws {Error} The mutation error, when `throwOnError` is `true` or returns `true` for it, so that it is
* thrown to the nearest error boundary.
* @see {@link mutationOptions} to share these options across multiple `useMutation` call sites, or to look
* the mutation up elsewhere via its `mutationKey` (e.g. with `useMutationState`).
* @example
* ```tsx
* import { useMutation, useQueryClient } from '@tanstack/react-query'
*
* function AddTodo() {
*   const queryClient = useQueryClient()
*
*   const addMutation = useMutation({
*     mutationFn: addTodo,
*     onSuccess: () => queryClient.invalidateQueries({ queryKey: ['todos'] }),
*   })
*
*   return (
*     <button
*       onClick={() =>
*         addMutation.mutate('Item', {
*           onError: (error) => console.error('Failed to add item:', error),
*         })
*       }
*     >
*       Add
*     </button>
*   )
* }
* ```
* @example
* Rendering the mutation's own state, rather than just firing it off:
* ```tsx
* import { useMutation, useQueryClient } from '@tanstack/react-query'
*
* function AddTodo() {
*   const queryClient = useQueryClient()
*
*   const addMutation = useMutation({
*     mutationFn: addTodo,
*     onSuccess: () => queryClient.invalidateQueries({ queryKey: ['todos'] }),
*   })
*
*   return (
*     <div>
*       {addMutation.isPending ? (
*         'Adding todo...'
*       ) : (
*         <>
*           {addMutation.isError ? (
*             <div>An error occurred: {addMutation.error.message}</div>
*           ) : null}
*           <button onClick={() => addMutation.mutate('Item')}>Add</button>
*         </>
*       )}
*     </div>
*   )
* }
* ```
* @example
* Optimistic update via `onMutate`, rolling back on `onError`:
* ```tsx
* import { useMutation, useQueryClient } from '@tanstack/react-query'
*
* function AddTodo() {
*   const queryClient = useQueryClient()
*
*   const addMutation = useMutation({
*     mutationFn: addTodo,
*     onMutate: async (newTodo) => {
*       await queryClient.cancelQueries({ queryKey: ['todos'] })
*       const previousTodos = queryClient.getQueryData<Array<string>>(['todos'])
*
*       queryClient.setQueryData<Array<string>>(['todos'], (old) => [
*         ...(old ?? []),
*         newTodo,
*       ])
*
*       // Passed to `onError` as `onMutateResult` if the mutation fails.
*       return { previousTodos }
*     },
*     onError: (_err, _newTodo, onMutateResult) => {
*       queryClient.setQueryData(['todos'], onMutateResult?.previousTodos)
*     },
*     onSettled: () => {
*       queryClient.invalidateQueries({ queryKey: ['todos'] })
*     },
*   })
*
*   return (
*     <button onClick={() => addMutation.mutate('Item')}>Add</button>
*   )
* }
* ```
* @example
* Callbacks passed per call to `mutate` only fire for the last call — `mutateAsync` gives you a
* promise per call instead, so you can wait for all of them when they succeed:
* ```tsx
* import { useMutation, useQueryClient } from '@tanstack/react-query'
*
* function AddTodos() {
*   const queryClient = useQueryClient()
*
*   const addMutation = useMutation({
*     mutationFn: addTodo,
*     onSuccess: () => queryClient.invalidateQueries({ queryKey: ['todos'] }),
*   })
*
*   async function handleAddAll(todos: Array<string>) {
*     try {
*       await Promise.all(todos.map((todo) => addMutation.mutateAsync(todo)))
*     } catch (error) {
*       console.error('Failed to add todos:', error)
*     }
*   }
*
*   return (
*     <button onClick={() => handleAddAll(['Todo 1', 'Todo 2', 'Todo 3'])}>
*       Add all
*     </button>
*   )
* }
* ```
* @example
* If some of the mutations above can fail independently of the others, and you want to know which ones
* did — rather than losing that information the moment the first one rejects — swap `Promise.all` for
* `Promise.allSettled`:
* ```tsx
* import { useMutation, useQueryClient } from '@tanstack/react-query'
*
* function AddTodos() {
*   const queryClient = useQueryClient()
*
*   const addMutation = useMutation({
*     mutationFn: addTodo,
*     onSuccess: () => queryClient.invalidateQueries({ queryKey: ['todos'] }),
*   })
*
*   async function handleAddAll(todos: Array<string>) {
*     const addResults = await Promise.allSettled(
*       todos.map((todo) => addMutation.mutateAsync(todo)),
*     )
*
*     addResults.forEach((addResult, index) => {
*       if (addResult.status === 'rejected') {
*         console.error(`Failed to add "${todos[index]}":`, addResult.reason)
*       }
*     })
*   }
*
*   return (
*     <button onClick={() => handleAddAll(['Todo 1', 'Todo 2', 'Todo 3'])}>
*       Add all
*     </button>
*   )
* }
* ```
*/
function useMutation(options, queryClient) {
	const client = useQueryClient(queryClient);
	const [observer] = import_react.useState(() => new MutationObserver(client, options));
	import_react.useEffect(() => {
		observer.setOptions(options);
	}, [observer, options]);
	const result = import_react.useSyncExternalStore(import_react.useCallback((onStoreChange) => observer.subscribe(notifyManager.batchCalls(onStoreChange)), [observer]), () => observer.getCurrentResult(), () => observer.getCurrentResult());
	const mutate = import_react.useCallback((...args) => {
		observer.mutate(args[0], args[1]).catch(noop);
	}, [observer]);
	if (result.error && shouldThrowError(observer.options.throwOnError, [result.error])) throw result.error;
	return {
		...result,
		mutate,
		mutateAsync: result.mutate
	};
}
// node_modules/openapi-fetch/dist/index.mjs
var PATH_PARAM_RE = /\{[^{}]+\}/g;
var supportsRequestInitExt = () => {
	return typeof process === "object" && Number.parseInt(process?.versions?.node?.substring(0, 2)) >= 18 && process.versions.undici;
};
function randomID() {
	return Math.random().toString(36).slice(2, 11);
}
function createClient(clientOptions) {
	let { baseUrl = "", Request: CustomRequest = globalThis.Request, fetch: baseFetch = globalThis.fetch, querySerializer: globalQuerySerializer, bodySerializer: globalBodySerializer, pathSerializer: globalPathSerializer, headers: baseHeaders, requestInitExt = void 0, ...baseOptions } = { ...clientOptions };
	requestInitExt = supportsRequestInitExt() ? requestInitExt : void 0;
	baseUrl = removeTrailingSlash(baseUrl);
	const globalMiddlewares = [];
	async function coreFetch(schemaPath, fetchOptions) {
		const { baseUrl: localBaseUrl, fetch = baseFetch, Request = CustomRequest, headers, params = {}, parseAs = "json", querySerializer: requestQuerySerializer, bodySerializer = globalBodySerializer ?? defaultBodySerializer, pathSerializer: requestPathSerializer, body, middleware: requestMiddlewares = [], ...init } = fetchOptions || {};
		let finalBaseUrl = baseUrl;
		if (localBaseUrl) finalBaseUrl = removeTrailingSlash(localBaseUrl) ?? baseUrl;
		let querySerializer = typeof globalQuerySerializer === "function" ? globalQuerySerializer : createQuerySerializer(globalQuerySerializer);
		if (requestQuerySerializer) querySerializer = typeof requestQuerySerializer === "function" ? requestQuerySerializer : createQuerySerializer({
			...typeof globalQuerySerializer === "object" ? globalQuerySerializer : {},
			...requestQuerySerializer
		});
		const pathSerializer = requestPathSerializer || globalPathSerializer || defaultPathSerializer;
		const serializedBody = body === void 0 ? void 0 : bodySerializer(body, mergeHeaders(baseHeaders, headers, params.header));
		const finalHeaders = mergeHeaders(serializedBody === void 0 || serializedBody instanceof FormData ? {} : { "Content-Type": "application/json" }, baseHeaders, headers, params.header);
		const finalMiddlewares = [...globalMiddlewares, ...requestMiddlewares];
		const requestInit = {
			redirect: "follow",
			...baseOptions,
			...init,
			body: serializedBody,
			headers: finalHeaders
		};
		let id;
		let options;
		let request = new Request(createFinalURL(schemaPath, {
			baseUrl: finalBaseUrl,
			params,
			querySerializer,
			pathSerializer
		}), requestInit);
		let response;
		for (const key in init) if (!(key in request)) request[key] = init[key];
		if (finalMiddlewares.length) {
			id = randomID();
			options = Object.freeze({
				baseUrl: finalBaseUrl,
				fetch,
				parseAs,
				querySerializer,
				bodySerializer,
				pathSerializer
			});
			for (const m of finalMiddlewares) if (m && typeof m === "object" && typeof m.onRequest === "function") {
				const result = await m.onRequest({
					request,
					schemaPath,
					params,
					options,
					id
				});
				if (result) {
					if (result instanceof Request) request = result;
					else if (result instanceof Response) {
						response = result;
						break;
					} else throw new Error("onRequest: must return new Request() or Response() when modifying the request");
				}
			}
		}
		if (!response) {
			try {
				response = await fetch(request, requestInitExt);
			} catch (error2) {
				let errorAfterMiddleware = error2;
				if (finalMiddlewares.length) for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
					const m = finalMiddlewares[i];
					if (m && typeof m === "object" && typeof m.onError === "function") {
						const result = await m.onError({
							request,
							error: errorAfterMiddleware,
							schemaPath,
							params,
							options,
							id
						});
						if (result) {
							if (result instanceof Response) {
								errorAfterMiddleware = void 0;
								response = result;
								break;
							}
							if (result instanceof Error) {
								errorAfterMiddleware = result;
								continue;
							}
							throw new Error("onError: must return new Response() or instance of Error");
						}
					}
				}
				if (errorAfterMiddleware) throw errorAfterMiddleware;
			}
			if (finalMiddlewares.length) for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
				const m = finalMiddlewares[i];
				if (m && typeof m === "object" && typeof m.onResponse === "function") {
					const result = await m.onResponse({
						request,
						response,
						schemaPath,
						params,
						options,
						id
					});
					if (result) {
						if (!(result instanceof Response)) throw new Error("onResponse: must return new Response() when modifying the response");
						response = result;
					}
				}
			}
		}
		const contentLength = response.headers.get("Content-Length");
		if (response.status === 204 || request.method === "HEAD" || contentLength === "0" && !response.headers.get("Transfer-Encoding")?.includes("chunked")) return response.ok ? {
			data: void 0,
			response
		} : {
			error: void 0,
			response
		};
		if (response.ok) {
			const getResponseData = async () => {
				if (parseAs === "stream") return response.body;
				if (parseAs === "json" && !contentLength) {
					const raw = await response.text();
					return raw ? JSON.parse(raw) : void 0;
				}
				return await response[parseAs]();
			};
			return {
				data: await getResponseData(),
				response
			};
		}
		let error = await response.text();
		try {
			error = JSON.parse(error);
		} catch {}
		return {
			error,
			response
		};
	}
	return {
		request(method, url, init) {
			return coreFetch(url, {
				...init,
				method: method.toUpperCase()
			});
		},
		/** Call a GET endpoint */
		GET(url, init) {
			return coreFetch(url, {
				...init,
				method: "GET"
			});
		},
		/** Call a PUT endpoint */
		PUT(url, init) {
			return coreFetch(url, {
				...init,
				method: "PUT"
			});
		},
		/** Call a POST endpoint */
		POST(url, init) {
			return coreFetch(url, {
				...init,
				method: "POST"
			});
		},
		/** Call a DELETE endpoint */
		DELETE(url, init) {
			return coreFetch(url, {
				...init,
				method: "DELETE"
			});
		},
		/** Call a OPTIONS endpoint */
		OPTIONS(url, init) {
			return coreFetch(url, {
				...init,
				method: "OPTIONS"
			});
		},
		/** Call a HEAD endpoint */
		HEAD(url, init) {
			return coreFetch(url, {
				...init,
				method: "HEAD"
			});
		},
		/** Call a PATCH endpoint */
		PATCH(url, init) {
			return coreFetch(url, {
				...init,
				method: "PATCH"
			});
		},
		/** Call a TRACE endpoint */
		TRACE(url, init) {
			return coreFetch(url, {
				...init,
				method: "TRACE"
			});
		},
		/** Register middleware */
		use(...middleware) {
			for (const m of middleware) {
				if (!m) continue;
				if (typeof m !== "object" || !("onRequest" in m || "onResponse" in m || "onError" in m)) throw new Error("Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`");
				globalMiddlewares.push(m);
			}
		},
		/** Unregister middleware */
		eject(...middleware) {
			for (const m of middleware) {
				const i = globalMiddlewares.indexOf(m);
				if (i !== -1) globalMiddlewares.splice(i, 1);
			}
		}
	};
}
function serializePrimitiveParam(name, value, options) {
	if (value === void 0 || value === null) return "";
	if (typeof value === "object") throw new Error("Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these.");
	return `${name}=${options?.allowReserved === true ? value : encodeURIComponent(value)}`;
}
function serializeObjectParam(name, value, options) {
	if (!value || typeof value !== "object") return "";
	const values = [];
	const joiner = {
		simple: ",",
		label: ".",
		matrix: ";"
	}[options.style] || "&";
	if (options.style !== "deepObject" && options.explode === false) {
		for (const k in value) values.push(k, options.allowReserved === true ? value[k] : encodeURIComponent(value[k]));
		const final2 = values.join(",");
		switch (options.style) {
			case "form": return `${name}=${final2}`;
			case "label": return `.${final2}`;
			case "matrix": return `;${name}=${final2}`;
			default: return final2;
		}
	}
	for (const k in value) {
		const finalName = options.style === "deepObject" ? `${name}[${k}]` : k;
		values.push(serializePrimitiveParam(finalName, value[k], options));
	}
	const final = values.join(joiner);
	return options.style === "label" || options.style === "matrix" ? `${joiner}${final}` : final;
}
function serializeArrayParam(name, value, options) {
	if (!Array.isArray(value)) return "";
	if (options.explode === false) {
		const joiner2 = {
			form: ",",
			spaceDelimited: "%20",
			pipeDelimited: "|"
		}[options.style] || ",";
		const final = (options.allowReserved === true ? value : value.map((v) => encodeURIComponent(v))).join(joiner2);
		switch (options.style) {
			case "simple": return final;
			case "label": return `.${final}`;
			case "matrix": return `;${name}=${final}`;
			default: return `${name}=${final}`;
		}
	}
	const joiner = {
		simple: ",",
		label: ".",
		matrix: ";"
	}[options.style] || "&";
	const values = [];
	for (const v of value) if (options.style === "simple" || options.style === "label") values.push(options.allowReserved === true ? v : encodeURIComponent(v));
	else values.push(serializePrimitiveParam(name, v, options));
	return options.style === "label" || options.style === "matrix" ? `${joiner}${values.join(joiner)}` : values.join(joiner);
}
function createQuerySerializer(options) {
	return function querySerializer(queryParams) {
		const search = [];
		if (queryParams && typeof queryParams === "object") for (const name in queryParams) {
			const value = queryParams[name];
			if (value === void 0 || value === null) continue;
			if (Array.isArray(value)) {
				if (value.length === 0) continue;
				search.push(serializeArrayParam(name, value, {
					style: "form",
					explode: true,
					...options?.array,
					allowReserved: options?.allowReserved || false
				}));
				continue;
			}
			if (typeof value === "object") {
				search.push(serializeObjectParam(name, value, {
					style: "deepObject",
					explode: true,
					...options?.object,
					allowReserved: options?.allowReserved || false
				}));
				continue;
			}
			search.push(serializePrimitiveParam(name, value, options));
		}
		return search.join("&");
	};
}
function defaultPathSerializer(pathname, pathParams) {
	let nextURL = pathname;
	for (const match of pathname.match(PATH_PARAM_RE) ?? []) {
		let name = match.substring(1, match.length - 1);
		let explode = false;
		let style = "simple";
		if (name.endsWith("*")) {
			explode = true;
			name = name.substring(0, name.length - 1);
		}
		if (name.startsWith(".")) {
			style = "label";
			name = name.substring(1);
		} else if (name.startsWith(";")) {
			style = "matrix";
			name = name.substring(1);
		}
		if (!pathParams || pathParams[name] === void 0 || pathParams[name] === null) continue;
		const value = pathParams[name];
		if (Array.isArray(value)) {
			nextURL = nextURL.replace(match, serializeArrayParam(name, value, {
				style,
				explode
			}));
			continue;
		}
		if (typeof value === "object") {
			nextURL = nextURL.replace(match, serializeObjectParam(name, value, {
				style,
				explode
			}));
			continue;
		}
		if (style === "matrix") {
			nextURL = nextURL.replace(match, `;${serializePrimitiveParam(name, value)}`);
			continue;
		}
		nextURL = nextURL.replace(match, style === "label" ? `.${encodeURIComponent(value)}` : encodeURIComponent(value));
	}
	return nextURL;
}
function defaultBodySerializer(body, headers) {
	if (body instanceof FormData) return body;
	if (headers) {
		if ((headers.get instanceof Function ? headers.get("Content-Type") ?? headers.get("content-type") : headers["Content-Type"] ?? headers["content-type"]) === "application/x-www-form-urlencoded") return new URLSearchParams(body).toString();
	}
	return JSON.stringify(body);
}
function createFinalURL(pathname, options) {
	let finalURL = `${options.baseUrl}${pathname}`;
	if (options.params?.path) finalURL = options.pathSerializer(finalURL, options.params.path);
	let search = options.querySerializer(options.params.query ?? {});
	if (search.startsWith("?")) search = search.substring(1);
	if (search) finalURL += `?${search}`;
	return finalURL;
}
function mergeHeaders(...allHeaders) {
	const finalHeaders = new Headers();
	for (const h of allHeaders) {
		if (!h || typeof h !== "object") continue;
		const iterator = h instanceof Headers ? h.entries() : Object.entries(h);
		for (const [k, v] of iterator) if (v === null) finalHeaders.delete(k);
		else if (Array.isArray(v)) for (const v2 of v) finalHeaders.append(k, v2);
		else if (v !== void 0) finalHeaders.set(k, v);
	}
	return finalHeaders;
}
function removeTrailingSlash(url) {
	if (url.endsWith("/")) return url.substring(0, url.length - 1);
	return url;
}
// src/lib/platform.ts
var ua = () => typeof navigator === "undefined" ? "" : navigator.userAgent;
var isNativeApp = () => /LottoPH(Android|iOS)App/i.test(ua());
var isAndroid = () => /Android/i.test(ua());
var isIOS = () => /iPhone|iPad|iPod/i.test(ua());
/** The Device header and the status call's device parameter: phones, tablets and the wrappers are MOBILE. */
var deviceKind = () => isNativeApp() || /Android|iPhone|iPad|iPod|Mobile/i.test(ua()) ? "MOBILE" : "WEB";
/** The status call's query: which kind of device asks (every caller must use the same, to share one answer). */
var statusQuery = () => ({ device: deviceKind() });
/** The announcements call's platform: M for the mobile site, W for the desktop site. */
var announcementPlatform = () => deviceKind() === "MOBILE" ? "M" : "W";
// src/api/generated/operations.ts
var operations = [
	{
		"api": "wps",
		"operationId": "bindBankCard",
		"method": "PUT",
		"path": "/wps/v2/member/bankCards",
		"encrypted": true,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "changePassword",
		"method": "POST",
		"path": "/wps/member/password",
		"encrypted": true,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "changePaymentPassword",
		"method": "PUT",
		"path": "/wps/member/paymentPassword",
		"encrypted": true,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "depositByEWallet",
		"method": "POST",
		"path": "/wps/v2/deposit/eWallet",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": true,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "depositByLaunchUrl",
		"method": "POST",
		"path": "/wps/v2/deposit/launchUrl",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": true,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "depositByQr",
		"method": "POST",
		"path": "/wps/v2/deposit/qr",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": true,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "fcmBind",
		"method": "POST",
		"path": "/wps/relay/CSP_fcmBind",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "fcmSubscribe",
		"method": "POST",
		"path": "/wps/relay/CSP_fcmSubscribe",
		"encrypted": false,
		"protected": false,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "getAnnouncements",
		"method": "GET",
		"path": "/wps/relay/MCSFE_getListAnnouncements",
		"encrypted": false,
		"protected": false,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getAppVersion",
		"method": "GET",
		"path": "/v.json",
		"encrypted": false,
		"protected": false,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "getBankCardProvinces",
		"method": "GET",
		"path": "/wps/v2/member/bankCards/provinces",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getBanks",
		"method": "GET",
		"path": "/wps/v2/member/bankCards/banks",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getBindConfig",
		"method": "GET",
		"path": "/wps/v2/member/bankCards/bindConfig",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getCaptcha",
		"method": "GET",
		"path": "/wps/captcha",
		"encrypted": false,
		"protected": false,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getConsolidatedFunds",
		"method": "GET",
		"path": "/wps/member/info/funds/consolidated",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getDepositMethods",
		"method": "GET",
		"path": "/wps/v2/deposit/methods",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getDepositPromotions",
		"method": "GET",
		"path": "/wps/v2/deposit/promotions",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getDepositRecords",
		"method": "GET",
		"path": "/wps/v2/deposit/records",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getDepositSettings",
		"method": "GET",
		"path": "/wps/v2/deposit/settings",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getDepositTasks",
		"method": "GET",
		"path": "/wps/v2/deposit/tasks",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "lgw",
		"operationId": "getDrawHistory",
		"method": "GET",
		"path": "/lgw/pl/draw/win_order_prize_summaries",
		"encrypted": false,
		"protected": false,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "getHelpCenter",
		"method": "GET",
		"path": "/wps/system/helpCenter",
		"encrypted": false,
		"protected": false,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getIdImage",
		"method": "GET",
		"path": "/wps/member/idImage",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getMemberInfo",
		"method": "GET",
		"path": "/wps/member/info",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "getPaymentChannels",
		"method": "GET",
		"path": "/wps/v2/deposit/channels",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getPlayerAvatar",
		"method": "GET",
		"path": "/wps/relay/MCSFE_getPlayerAvatar",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "getRsaKey",
		"method": "GET",
		"path": "/wps/session/key/rsa",
		"encrypted": false,
		"protected": false,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getSecurityConfig",
		"method": "GET",
		"path": "/wps/v2/member/securityConfig",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "getStatus",
		"method": "GET",
		"path": "/wps/system/status",
		"encrypted": false,
		"protected": false,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "lgw",
		"operationId": "getTodayGames",
		"method": "GET",
		"path": "/lgw/pl/numeros/today_games",
		"encrypted": false,
		"protected": false,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "getTransactionRecords",
		"method": "GET",
		"path": "/wps/v2/transaction/records",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getWalletBalance",
		"method": "GET",
		"path": "/wps/v2/wallets/balance",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "getWithdrawAccountInfo",
		"method": "GET",
		"path": "/wps/v2/withdraw/accountInfo",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getWithdrawBankList",
		"method": "GET",
		"path": "/wps/v2/withdraw/bankList",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getWithdrawCharges",
		"method": "GET",
		"path": "/wps/v2/withdraw/charges",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getWithdrawEWalletList",
		"method": "GET",
		"path": "/wps/v2/withdraw/eWalletList",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getWithdrawRecords",
		"method": "GET",
		"path": "/wps/v2/withdraw/records",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "getWithdrawSettings",
		"method": "GET",
		"path": "/wps/v2/withdraw/settings",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "launchGame",
		"method": "GET",
		"path": "/wps/game/launchGame",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "login",
		"method": "POST",
		"path": "/wps/session/login",
		"encrypted": true,
		"protected": false,
		"optionalAuth": false,
		"device": true,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "logout",
		"method": "DELETE",
		"path": "/wps/session/logout",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "processContractSalary",
		"method": "POST",
		"path": "/wps/relay/ACS_processContractSalary",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "processDailySalary",
		"method": "POST",
		"path": "/wps/relay/ACS_processDailySalary",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "processDividend",
		"method": "POST",
		"path": "/wps/relay/ACS_processDividend",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "processHourlySalary",
		"method": "POST",
		"path": "/wps/relay/ACS_processHourlySalary",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "register",
		"method": "PUT",
		"path": "/wps/member/register",
		"encrypted": true,
		"protected": false,
		"optionalAuth": false,
		"device": true,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "registerAutoUsername",
		"method": "PUT",
		"path": "/wps/member/register/autoUsername",
		"encrypted": true,
		"protected": false,
		"optionalAuth": false,
		"device": true,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "registerOnlyMobile",
		"method": "PUT",
		"path": "/wps/member/register/onlyMobile",
		"encrypted": true,
		"protected": false,
		"optionalAuth": false,
		"device": true,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "removeBankCard",
		"method": "DELETE",
		"path": "/wps/v2/member/bankCards/{cardId}",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "resetPasswordByEmail",
		"method": "POST",
		"path": "/wps/member/password/email",
		"encrypted": false,
		"protected": false,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "sendSms",
		"method": "POST",
		"path": "/wps/v2/verification/sms/send",
		"encrypted": false,
		"protected": false,
		"optionalAuth": true,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "sendSmsNoLogin",
		"method": "POST",
		"path": "/wps/v2/verification/sms/noLogin",
		"encrypted": false,
		"protected": false,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "sendSmsToVerifiedMobile",
		"method": "POST",
		"path": "/wps/v2/verification/sms/send-verified",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "setPaymentPassword",
		"method": "POST",
		"path": "/wps/member/paymentPassword",
		"encrypted": true,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "updateEmail",
		"method": "POST",
		"path": "/wps/member/info/email",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "updateLanguage",
		"method": "PUT",
		"path": "/wps/member/language",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "updateMemberInfo",
		"method": "POST",
		"path": "/wps/member/info",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "updateNickname",
		"method": "POST",
		"path": "/wps/member/info/nickname",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "uploadDepositImage",
		"method": "POST",
		"path": "/wps/v2/deposit/image",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "uploadIdImage",
		"method": "POST",
		"path": "/wps/member/idImage",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "uploadPlayerAvatar",
		"method": "POST",
		"path": "/wps/relay/MCSFE_uploadPlayerAvatar",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "verifyCurrentMobile",
		"method": "POST",
		"path": "/wps/v2/verification/sms/verify-current",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "verifySmsCode",
		"method": "POST",
		"path": "/wps/v2/verification/sms/verify",
		"encrypted": false,
		"protected": false,
		"optionalAuth": true,
		"device": false,
		"idempotent": false,
		"designed": true
	},
	{
		"api": "wps",
		"operationId": "walletReturn",
		"method": "POST",
		"path": "/wps/relay/GCS_walletReturn",
		"encrypted": false,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": false,
		"designed": false
	},
	{
		"api": "wps",
		"operationId": "withdraw",
		"method": "POST",
		"path": "/wps/v2/transaction/withdraw",
		"encrypted": true,
		"protected": true,
		"optionalAuth": false,
		"device": false,
		"idempotent": true,
		"designed": true
	}
];
// src/api/operations.ts
var byKey = /* @__PURE__ */ new Map();
var templated = [];
for (const op of operations) if (op.path.includes("{")) {
	const source = op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+");
	templated.push({
		method: op.method,
		pattern: new RegExp(`^${source.replace(/[{}]/g, "")}$`),
		op
	});
} else byKey.set(`${op.method} ${op.path}`, op);
function findOperation(method, url) {
	const path = url.split("?")[0];
	const upper = method.toUpperCase();
	return byKey.get(`${upper} ${path}`) ?? templated.find((t) => t.method === upper && t.pattern.test(path))?.op;
}
// src/api/reactions.ts
/** Codes the server uses for throttling: the player already knows they are going too fast. */
var SILENT_CODES = /* @__PURE__ */ new Set(["TOO_MANY_REQUEST"]);
function reactToFailure(failure, options) {
	switch (failure.kind) {
		case "unauthorized": {
			const wasLoggedIn = session.isLoggedIn;
			showToast(wasLoggedIn ? "logged_in_elsewhere" : "not_login", { kind: "error" });
			if (wasLoggedIn) {
				dispatchSession({ type: "loggedOutElsewhere" });
				showDialog({
					kind: "warning",
					titleKey: "session_ended_title",
					text: failure.message || "logged_in_elsewhere",
					isKey: !failure.message
				});
			}
			requestNavigation("/login");
			return;
		}
		case "bad-gateway":
			console.warn("[api] 502 from the gateway", failure.code, failure.message);
			return;
		case "network":
			setOffline(true);
			return;
		case "timeout":
			if (!options.silent) showToast("request_timeout", { kind: "error" });
			return;
		case "cancelled": return;
		case "http": {
			if (options.silent || SILENT_CODES.has(failure.code)) return;
			const text = failure.message || failure.code || options.statusText || "";
			if (text) showToast(text, {
				kind: "error",
				isKey: false
			});
			else showToast("in_unknown_error", { kind: "error" });
			return;
		}
	}
}
// src/api/rsa-key.ts
var cached = null;
function getPublicKey(fetchKey) {
	if (!cached) cached = fetchKey().catch((error) => {
		cached = null;
		throw error;
	});
	return cached;
}
function forgetPublicKey() {
	cached = null;
}
var RSA_KEY_PATH = "/wps/session/key/rsa";
var operationOf = (request) => {
	const url = new URL(request.url);
	const base = apiConfig.baseUrl ? new URL(apiConfig.baseUrl, url.origin).pathname.replace(/\/$/, "") : "";
	const path = base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
	return findOperation(request.method, path);
};
var headers = { onRequest({ request }) {
	const op = operationOf(request);
	request.headers.set("Language", preferences.language);
	if (apiConfig.merchant) request.headers.set("Merchant", apiConfig.merchant);
	if (op?.device) request.headers.set("Device", deviceKind());
	if ((op?.protected || op?.optionalAuth) && session.token) request.headers.set("Authorization", `Bearer ${session.token}`);
	return request;
} };
var cacheBust = { onRequest({ request }) {
	if (request.method !== "GET") return request;
	const url = new URL(request.url);
	url.searchParams.set("_t", String(Date.now()));
	return new Request(url, request);
} };
var encryption = { async onRequest({ request }) {
	if (!operationOf(request)?.encrypted) return request;
	const plain = await request.clone().text();
	const [{ encryptPayload }, publicKey] = await Promise.all([__vitePreload(() => import("./encryption-Bpfub4Uh.js"), __vite__mapDeps([0,1])), publicKeyForRequests()]);
	const { body, encryptionHeader } = encryptPayload(plain || "{}", publicKey);
	const next = new Request(request, { body });
	next.headers.set("Content-Type", "text/plain;charset=UTF-8");
	next.headers.set("Encryption", encryptionHeader);
	return next;
} };
var sessionTouch = { onResponse({ response }) {
	setOffline(false);
	if (response.ok && session.isLoggedIn) dispatchSession({
		type: "touched",
		at: Date.now()
	});
	return response;
} };
var client = createClient({
	fetch: (request) => globalThis.fetch(request),
	credentials: "include",
	bodySerializer: (body) => body instanceof FormData || body instanceof URLSearchParams || typeof body === "string" || body instanceof Blob ? body : JSON.stringify(body)
});
client.use(headers, cacheBust, encryption, sessionTouch);
var pending = /* @__PURE__ */ new Set();
/** Cancels every call in flight (after a 401 nothing else the old session asked for should land). */
function cancelPendingRequests(except) {
	for (const controller of pending) if (controller !== except) controller.abort("cancelled");
}
var send = client.request;
async function sendOnce(config, options) {
	const controller = new AbortController();
	const onCallerAbort = () => controller.abort("cancelled");
	if (config.signal?.aborted) onCallerAbort();
	config.signal?.addEventListener("abort", onCallerAbort);
	const timer = setTimeout(() => controller.abort("timeout"), options.timeoutMs ?? apiConfig.timeoutMs);
	pending.add(controller);
	const headerInit = { ...config.headers };
	if (findOperation(config.method, config.url)?.idempotent && options.idempotencyKey) headerInit["Idempotency-Key"] = options.idempotencyKey;
	if (config.data instanceof FormData) delete headerInit["Content-Type"];
	try {
		let result;
		try {
			result = await send(config.method.toLowerCase(), config.url, {
				baseUrl: apiConfig.baseUrl,
				params: { query: config.params },
				body: config.data,
				headers: headerInit,
				signal: controller.signal
			});
		} catch (error) {
			if (controller.signal.aborted) {
				if (controller.signal.reason === "timeout") throw new ApiFailure({
					kind: "timeout",
					code: "TIMEOUT"
				});
				throw new ApiFailure({ kind: "cancelled" });
			}
			if (error instanceof SyntaxError) throw new ApiFailure({
				kind: "http",
				code: "INVALID_RESPONSE"
			});
			throw new ApiFailure({
				kind: "network",
				message: error instanceof Error ? error.message : ""
			});
		}
		const { response } = result;
		if (response.ok) return result.data;
		const { code, message } = readEnvelope(result.error);
		if (response.status === 401) {
			cancelPendingRequests(controller);
			throw new ApiFailure({
				kind: "unauthorized",
				status: 401,
				code,
				message
			});
		}
		if (response.status === 502) throw new ApiFailure({
			kind: "bad-gateway",
			status: 502,
			code,
			message
		});
		throw Object.assign(new ApiFailure({
			kind: "http",
			status: response.status,
			code,
			message
		}), { statusText: response.statusText });
	} finally {
		clearTimeout(timer);
		config.signal?.removeEventListener("abort", onCallerAbort);
		pending.delete(controller);
	}
}
function newIdempotencyKey() {
	return globalThis.crypto.randomUUID();
}
/** Runs one call through the pipeline. Resolves with the response body; rejects only with an ApiFailure. */
async function apiRequest(config, given = {}) {
	const method = config.method.toUpperCase();
	const normalized = {
		...config,
		method
	};
	const op = findOperation(method, config.url);
	const options = op?.idempotent && !given.idempotencyKey ? {
		...given,
		idempotencyKey: newIdempotencyKey()
	} : given;
	try {
		try {
			return await sendOnce(normalized, options);
		} catch (error) {
			if (op?.encrypted && error instanceof ApiFailure && error.code === "ENCRYPTION_KEY_INVALID") {
				forgetPublicKey();
				return await sendOnce(normalized, options);
			}
			throw error;
		}
	} catch (error) {
		const failure = error instanceof ApiFailure ? error : new ApiFailure({ kind: "http" });
		reactToFailure(failure, {
			silent: options.silent,
			statusText: failure.statusText
		});
		throw failure;
	}
}
function publicKeyForRequests() {
	return getPublicKey(async () => {
		return (await apiRequest({
			url: RSA_KEY_PATH,
			method: "GET"
		})).publicKey;
	});
}
// src/api/wps-fetch.ts
/** The mutator of every generated /wps hook (orval reads this file; keep one exported function). */
var wpsFetch = (config, options) => apiRequest(config, options);
// src/api/generated/wps/session/session.ts
/**
* Generated by orval v7.13.2 🍺
* Do not edit manually.
* wps
* Contract of wps, the player web-platform service used by the mobile-first lottery web app for players in the Philippines (plus the static GET /v.json). Written contract-first; see docs/contract-conventions.md. Paths are written in full and `servers` is `/`.

- A success body is the entity itself; every error answers `ErrorEnvelope` from common.yaml.
- `x-encrypted: true`: the request body schema is the plaintext JSON; on the wire the body is the AES ciphertext made with a random 16-character key, and the `Encryption` header carries that key encrypted with the RSA public key from GET /wps/session/key/rsa.
- `x-designed: true`: the product spec does not show this call's path or payload; it is designed here and its `description` says what the backend team must confirm.
- Money is a JSON number in pesos (PHP). Times are epoch milliseconds (int64) unless the name ends in `Date` (ISO `YYYY-MM-DD`).
* OpenAPI spec version: 1.0.0
*/
/**
* The body is one of three variants chosen by `type`. Error code bind_customer_required (social sign-in of an unknown player) makes the client register with login true.
* @summary Log in by password, SMS code or Firebase (phone or social) token
*/
var login = (loginRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/session/login`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: loginRequest,
		signal
	}, options);
};
/**
* @summary Log out (invalidate the token)
*/
var logout = (options) => {
	return wpsFetch({
		url: `/wps/session/logout`,
		method: "DELETE"
	}, options);
};
var getLogoutMutationOptions = (options) => {
	const mutationKey = ["logout"];
	const { mutation: mutationOptions, request: requestOptions } = options ? options.mutation && "mutationKey" in options.mutation && options.mutation.mutationKey ? options : {
		...options,
		mutation: {
			...options.mutation,
			mutationKey
		}
	} : {
		mutation: { mutationKey },
		request: void 0
	};
	const mutationFn = () => {
		return logout(requestOptions);
	};
	return {
		mutationFn,
		...mutationOptions
	};
};
/**
* @summary Log out (invalidate the token)
*/
var useLogout = (options, queryClient) => {
	return useMutation(getLogoutMutationOptions(options), queryClient);
};
// src/api/generated/wps/member/member.ts
/**
* Generated by orval v7.13.2 🍺
* Do not edit manually.
* wps
* Contract of wps, the player web-platform service used by the mobile-first lottery web app for players in the Philippines (plus the static GET /v.json). Written contract-first; see docs/contract-conventions.md. Paths are written in full and `servers` is `/`.

- A success body is the entity itself; every error answers `ErrorEnvelope` from common.yaml.
- `x-encrypted: true`: the request body schema is the plaintext JSON; on the wire the body is the AES ciphertext made with a random 16-character key, and the `Encryption` header carries that key encrypted with the RSA public key from GET /wps/session/key/rsa.
- `x-designed: true`: the product spec does not show this call's path or payload; it is designed here and its `description` says what the backend team must confirm.
- Money is a JSON number in pesos (PHP). Times are epoch milliseconds (int64) unless the name ends in `Date` (ISO `YYYY-MM-DD`).
* OpenAPI spec version: 1.0.0
*/
/**
* Payload designed from the mobile-only register payload plus username/password and social fields; confirm which fields this variant requires and the response (token when login true).
* @summary Register with a username (also used after a social sign-in with login true)
*/
var register = (registerRequest, options) => {
	return wpsFetch({
		url: `/wps/member/register`,
		method: "PUT",
		headers: { "Content-Type": "application/json" },
		data: registerRequest
	}, options);
};
/**
* The answer logs the player in (token and firstTimeLogin are stored as after a login).
* @summary Register with a mobile number and SMS code (phone registration)
*/
var registerOnlyMobile = (mobileRegisterRequest, options) => {
	return wpsFetch({
		url: `/wps/member/register/onlyMobile`,
		method: "PUT",
		headers: { "Content-Type": "application/json" },
		data: mobileRegisterRequest
	}, options);
};
/**
* @summary The logged-in player's profile
*/
var getMemberInfo = (options, signal) => {
	return wpsFetch({
		url: `/wps/member/info`,
		method: "GET",
		signal
	}, options);
};
var getGetMemberInfoQueryKey = () => {
	return [`/wps/member/info`];
};
var getGetMemberInfoQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetMemberInfoQueryKey();
	const queryFn = ({ signal }) => getMemberInfo(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary The logged-in player's profile
*/
function useGetMemberInfo(options, queryClient) {
	const queryOptions = getGetMemberInfoQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* @summary Set the player's e-mail address
*/
var updateEmail = (updateEmailRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/member/info/email`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: updateEmailRequest,
		signal
	}, options);
};
/**
* @summary Set the player's nickname
*/
var updateNickname = (updateNicknameRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/member/info/nickname`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: updateNicknameRequest,
		signal
	}, options);
};
/**
* The body is the security config itself (the spec's "response info").
* @summary Which security items are enabled and completed for the player
*/
var getSecurityConfig = (options, signal) => {
	return wpsFetch({
		url: `/wps/v2/member/securityConfig`,
		method: "GET",
		signal
	}, options);
};
var getGetSecurityConfigQueryKey = () => {
	return [`/wps/v2/member/securityConfig`];
};
var getGetSecurityConfigQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetSecurityConfigQueryKey();
	const queryFn = ({ signal }) => getSecurityConfig(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Which security items are enabled and completed for the player
*/
function useGetSecurityConfig(options, queryClient) {
	const queryOptions = getGetSecurityConfigQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Response designed around the spec's states (NOT_SET, IN_REVIEW, APPROVED, FAILED with a reason); confirm the field names and whether image URLs are returned.
* @summary KYC (ID verification) state of the player
*/
var getIdImage = (options, signal) => {
	return wpsFetch({
		url: `/wps/member/idImage`,
		method: "GET",
		signal
	}, options);
};
var getGetIdImageQueryKey = () => {
	return [`/wps/member/idImage`];
};
var getGetIdImageQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetIdImageQueryKey();
	const queryFn = ({ signal }) => getIdImage(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary KYC (ID verification) state of the player
*/
function useGetIdImage(options, queryClient) {
	const queryOptions = getGetIdImageQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Payload designed as multipart (ID type, optional ID number, ID front image, selfie holding the ID); confirm the part names, accepted image types and size limit.
* @summary Submit (or resubmit after a failure) the ID images for KYC
*/
var uploadIdImage = (idImageUploadRequest, options, signal) => {
	const formData = new FormData();
	formData.append(`idType`, idImageUploadRequest.idType);
	if (idImageUploadRequest.idNumber !== void 0) formData.append(`idNumber`, idImageUploadRequest.idNumber);
	formData.append(`idImage`, idImageUploadRequest.idImage);
	formData.append(`selfieImage`, idImageUploadRequest.selfieImage);
	return wpsFetch({
		url: `/wps/member/idImage`,
		method: "POST",
		headers: { "Content-Type": "multipart/form-data" },
		data: formData,
		signal
	}, options);
};
/**
* @summary Change the login password
*/
var changePassword = (changePasswordRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/member/password`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: changePasswordRequest,
		signal
	}, options);
};
/**
* Form-encoded. Declared public because it serves logged-out players; confirm, and confirm the success body.
* @summary Send a password-reset e-mail (forgotten password)
*/
var resetPasswordByEmail = (resetPasswordByEmailRequest, options, signal) => {
	const formUrlEncoded = new URLSearchParams();
	formUrlEncoded.append(`username`, resetPasswordByEmailRequest.username);
	formUrlEncoded.append(`email`, resetPasswordByEmailRequest.email);
	return wpsFetch({
		url: `/wps/member/password/email`,
		method: "POST",
		headers: { "Content-Type": "application/x-www-form-urlencoded" },
		data: formUrlEncoded,
		signal
	}, options);
};
/**
* Payload designed; confirm that POST sets and PUT changes, and the field names.
* @summary Set the payment (withdrawal) password for the first time
*/
var setPaymentPassword = (setPaymentPasswordRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/member/paymentPassword`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: setPaymentPasswordRequest,
		signal
	}, options);
};
/**
* Payload designed; confirm the field names and whether an SMS ticket (from verify-current) can replace the old payment password.
* @summary Change the payment (withdrawal) password
*/
var changePaymentPassword = (changePaymentPasswordRequest, options) => {
	return wpsFetch({
		url: `/wps/member/paymentPassword`,
		method: "PUT",
		headers: { "Content-Type": "application/json" },
		data: changePaymentPasswordRequest
	}, options);
};
/**
* @summary Store the player's preferred language
*/
var updateLanguage = (updateLanguageRequest, options) => {
	return wpsFetch({
		url: `/wps/member/language`,
		method: "PUT",
		headers: { "Content-Type": "application/json" },
		data: updateLanguageRequest
	}, options);
};
/**
* @summary The player's avatar
*/
var getPlayerAvatar = (options, signal) => {
	return wpsFetch({
		url: `/wps/relay/MCSFE_getPlayerAvatar`,
		method: "GET",
		signal
	}, options);
};
var getGetPlayerAvatarQueryKey = () => {
	return [`/wps/relay/MCSFE_getPlayerAvatar`];
};
var getGetPlayerAvatarQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetPlayerAvatarQueryKey();
	const queryFn = ({ signal }) => getPlayerAvatar(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary The player's avatar
*/
function useGetPlayerAvatar(options, queryClient) {
	const queryOptions = getGetPlayerAvatarQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Response designed as the stored avatar; confirm it, and the CUSTOM avatar encoding (data URL in JSON here).
* @summary Choose a built-in avatar or upload a custom one
*/
var uploadPlayerAvatar = (avatar, options, signal) => {
	return wpsFetch({
		url: `/wps/relay/MCSFE_uploadPlayerAvatar`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: avatar,
		signal
	}, options);
};
// src/api/generated/wps/system/system.ts
/**
* Generated by orval v7.13.2 🍺
* Do not edit manually.
* wps
* Contract of wps, the player web-platform service used by the mobile-first lottery web app for players in the Philippines (plus the static GET /v.json). Written contract-first; see docs/contract-conventions.md. Paths are written in full and `servers` is `/`.

- A success body is the entity itself; every error answers `ErrorEnvelope` from common.yaml.
- `x-encrypted: true`: the request body schema is the plaintext JSON; on the wire the body is the AES ciphertext made with a random 16-character key, and the `Encryption` header carries that key encrypted with the RSA public key from GET /wps/session/key/rsa.
- `x-designed: true`: the product spec does not show this call's path or payload; it is designed here and its `description` says what the backend team must confirm.
- Money is a JSON number in pesos (PHP). Times are epoch milliseconds (int64) unless the name ends in `Date` (ISO `YYYY-MM-DD`).
* OpenAPI spec version: 1.0.0
*/
/**
* Refetched whenever the tab becomes visible.
* @summary Platform status and client configuration
*/
var getStatus = (params, options, signal) => {
	return wpsFetch({
		url: `/wps/system/status`,
		method: "GET",
		params,
		signal
	}, options);
};
var getGetStatusQueryKey = (params) => {
	return [`/wps/system/status`, ...params ? [params] : []];
};
var getGetStatusQueryOptions = (params, options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetStatusQueryKey(params);
	const queryFn = ({ signal }) => getStatus(params, requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Platform status and client configuration
*/
function useGetStatus(params, options, queryClient) {
	const queryOptions = getGetStatusQueryOptions(params, options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Response designed (the spec shows only the device query); confirm the entry fields (id, title, HTML content, sort) and whether entries are grouped by category.
* @summary Help-center entries
*/
var getHelpCenter = (params, options, signal) => {
	return wpsFetch({
		url: `/wps/system/helpCenter`,
		method: "GET",
		params,
		signal
	}, options);
};
var getGetHelpCenterQueryKey = (params) => {
	return [`/wps/system/helpCenter`, ...params ? [params] : []];
};
var getGetHelpCenterQueryOptions = (params, options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetHelpCenterQueryKey(params);
	const queryFn = ({ signal }) => getHelpCenter(params, requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Help-center entries
*/
function useGetHelpCenter(params, options, queryClient) {
	const queryOptions = getGetHelpCenterQueryOptions(params, options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
// src/api/generated/wps/game/game.ts
/**
* Generated by orval v7.13.2 🍺
* Do not edit manually.
* wps
* Contract of wps, the player web-platform service used by the mobile-first lottery web app for players in the Philippines (plus the static GET /v.json). Written contract-first; see docs/contract-conventions.md. Paths are written in full and `servers` is `/`.

- A success body is the entity itself; every error answers `ErrorEnvelope` from common.yaml.
- `x-encrypted: true`: the request body schema is the plaintext JSON; on the wire the body is the AES ciphertext made with a random 16-character key, and the `Encryption` header carries that key encrypted with the RSA public key from GET /wps/session/key/rsa.
- `x-designed: true`: the product spec does not show this call's path or payload; it is designed here and its `description` says what the backend team must confirm.
- Money is a JSON number in pesos (PHP). Times are epoch milliseconds (int64) unless the name ends in `Date` (ISO `YYYY-MM-DD`).
* OpenAPI spec version: 1.0.0
*/
/**
* @summary URL that opens the lottery frame on the lobby, a game or the orders view
*/
var launchGame = (params, options, signal) => {
	return wpsFetch({
		url: `/wps/game/launchGame`,
		method: "GET",
		params,
		signal
	}, options);
};
var getLaunchGameQueryKey = (params) => {
	return [`/wps/game/launchGame`, ...params ? [params] : []];
};
var getLaunchGameQueryOptions = (params, options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getLaunchGameQueryKey(params);
	const queryFn = ({ signal }) => launchGame(params, requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary URL that opens the lottery frame on the lobby, a game or the orders view
*/
function useLaunchGame(params, options, queryClient) {
	const queryOptions = getLaunchGameQueryOptions(params, options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
// src/api/generated/wps/app/app.ts
/**
* Generated by orval v7.13.2 🍺
* Do not edit manually.
* wps
* Contract of wps, the player web-platform service used by the mobile-first lottery web app for players in the Philippines (plus the static GET /v.json). Written contract-first; see docs/contract-conventions.md. Paths are written in full and `servers` is `/`.

- A success body is the entity itself; every error answers `ErrorEnvelope` from common.yaml.
- `x-encrypted: true`: the request body schema is the plaintext JSON; on the wire the body is the AES ciphertext made with a random 16-character key, and the `Encryption` header carries that key encrypted with the RSA public key from GET /wps/session/key/rsa.
- `x-designed: true`: the product spec does not show this call's path or payload; it is designed here and its `description` says what the backend team must confirm.
- Money is a JSON number in pesos (PHP). Times are epoch milliseconds (int64) unless the name ends in `Date` (ISO `YYYY-MM-DD`).
* OpenAPI spec version: 1.0.0
*/
/**
* Static file written at build time. Polled every 5 minutes and when the tab becomes visible; a value different from the stored one shows the 'new version' popup.
* @summary Deployed web-app version
*/
var getAppVersion = (options, signal) => {
	return wpsFetch({
		url: `/v.json`,
		method: "GET",
		signal
	}, options);
};
var getGetAppVersionQueryKey = () => {
	return [`/v.json`];
};
var getGetAppVersionQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetAppVersionQueryKey();
	const queryFn = ({ signal }) => getAppVersion(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Deployed web-app version
*/
function useGetAppVersion(options, queryClient) {
	const queryOptions = getGetAppVersionQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
// src/api/generated/wps/content/content.ts
/**
* Generated by orval v7.13.2 🍺
* Do not edit manually.
* wps
* Contract of wps, the player web-platform service used by the mobile-first lottery web app for players in the Philippines (plus the static GET /v.json). Written contract-first; see docs/contract-conventions.md. Paths are written in full and `servers` is `/`.

- A success body is the entity itself; every error answers `ErrorEnvelope` from common.yaml.
- `x-encrypted: true`: the request body schema is the plaintext JSON; on the wire the body is the AES ciphertext made with a random 16-character key, and the `Encryption` header carries that key encrypted with the RSA public key from GET /wps/session/key/rsa.
- `x-designed: true`: the product spec does not show this call's path or payload; it is designed here and its `description` says what the backend team must confirm.
- Money is a JSON number in pesos (PHP). Times are epoch milliseconds (int64) unless the name ends in `Date` (ISO `YYYY-MM-DD`).
* OpenAPI spec version: 1.0.0
*/
/**
* Popup and promotion items follow the spec; banner, player and footer item fields and the mapping of types (B banners, PR promotions, PL players, PU popup; footer by groupName) are designed - confirm them.
* @summary Announcements grouped as banners, promotions, players, footer and popup
*/
var getAnnouncements = (params, options, signal) => {
	return wpsFetch({
		url: `/wps/relay/MCSFE_getListAnnouncements`,
		method: "GET",
		params,
		signal
	}, options);
};
var getGetAnnouncementsQueryKey = (params) => {
	return [`/wps/relay/MCSFE_getListAnnouncements`, ...params ? [params] : []];
};
var getGetAnnouncementsQueryOptions = (params, options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetAnnouncementsQueryKey(params);
	const queryFn = ({ signal }) => getAnnouncements(params, requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Announcements grouped as banners, promotions, players, footer and popup
*/
function useGetAnnouncements(params, options, queryClient) {
	const queryOptions = getGetAnnouncementsQueryOptions(params, options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
// src/api/lgw-fetch.ts
/** The mutator of every generated /lgw hook (orval reads this file; keep one exported function). */
var lgwFetch = (config, options) => apiRequest(config, options);
// src/api/generated/lgw/lotto/lotto.ts
/**
* Generated by orval v7.13.2 🍺
* Do not edit manually.
* lgw
* lgw, the lottery gateway: public lottery data for the Philippines area (PL), that is today's games with their countdowns and the draw history. See docs/contract-conventions.md. No Merchant header; Language is accepted. Times are epoch milliseconds (int64); money is a JSON number in pesos. Every error answers `ErrorEnvelope` from common.yaml.
* OpenAPI spec version: 1.0.0
*/
/**
* The client shows remainTime - lockTime as HH:MM:SS and refetches when it reaches zero.
* @summary Today's draws (with countdowns) and the game list
*/
var getTodayGames = (options, signal) => {
	return lgwFetch({
		url: `/lgw/pl/numeros/today_games`,
		method: "GET",
		signal
	}, options);
};
var getGetTodayGamesQueryKey = () => {
	return [`/lgw/pl/numeros/today_games`];
};
var getGetTodayGamesQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetTodayGamesQueryKey();
	const queryFn = ({ signal }) => getTodayGames(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Today's draws (with countdowns) and the game list
*/
function useGetTodayGames(options, queryClient) {
	const queryOptions = getGetTodayGamesQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
// src/api/generated/lgw/draw/draw.ts
/**
* Used with infinite scroll; the default range is today and at most 90 days back.
* @summary Draw results history, one page
*/
var getDrawHistory = (params, options, signal) => {
	return lgwFetch({
		url: `/lgw/pl/draw/win_order_prize_summaries`,
		method: "GET",
		params,
		signal
	}, options);
};
var getGetDrawHistoryQueryKey = (params) => {
	return [`/lgw/pl/draw/win_order_prize_summaries`, ...params ? [params] : []];
};
// src/api/generated/wps/wallet/wallet.ts
/**
* Generated by orval v7.13.2 🍺
* Do not edit manually.
* wps
* Contract of wps, the player web-platform service used by the mobile-first lottery web app for players in the Philippines (plus the static GET /v.json). Written contract-first; see docs/contract-conventions.md. Paths are written in full and `servers` is `/`.

- A success body is the entity itself; every error answers `ErrorEnvelope` from common.yaml.
- `x-encrypted: true`: the request body schema is the plaintext JSON; on the wire the body is the AES ciphertext made with a random 16-character key, and the `Encryption` header carries that key encrypted with the RSA public key from GET /wps/session/key/rsa.
- `x-designed: true`: the product spec does not show this call's path or payload; it is designed here and its `description` says what the backend team must confirm.
- Money is a JSON number in pesos (PHP). Times are epoch milliseconds (int64) unless the name ends in `Date` (ISO `YYYY-MM-DD`).
* OpenAPI spec version: 1.0.0
*/
/**
* @summary Total balance of the player
*/
var getWalletBalance = (params, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/wallets/balance`,
		method: "GET",
		params,
		signal
	}, options);
};
var getGetWalletBalanceQueryKey = (params) => {
	return [`/wps/v2/wallets/balance`, ...params ? [params] : []];
};
var getGetWalletBalanceQueryOptions = (params, options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetWalletBalanceQueryKey(params);
	const queryFn = ({ signal }) => getWalletBalance(params, requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Total balance of the player
*/
function useGetWalletBalance(params, options, queryClient) {
	const queryOptions = getGetWalletBalanceQueryOptions(params, options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* The client retries once on failure, waits 250 ms, then fetches the balance.
* @summary Recall game-wallet funds to the main wallet (sent before a balance fetch)
*/
var walletReturn = (walletReturnRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/relay/GCS_walletReturn`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: walletReturnRequest,
		signal
	}, options);
};
// src/api/member.ts
/** The member response as the device keeps it (product spec section 3, Member). */
function memberFromInfo(info) {
	return {
		customerId: String(info.id),
		username: info.account,
		nickname: info.nickname ?? "",
		email: info.email ?? "",
		mobile: info.mobile ?? "",
		mobileVerified: info.mobileVerified,
		payee: info.payee ?? "",
		avatarData: null
	};
}
var wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
* The one balance refresh of the app (home's balance box, the member home, the balance over the game frame).
* The spec's sequence: recall the money game sites hold (one retry when the recall fails), wait
* 250 ms, then read the balance. A tap while a refresh runs is ignored. `customerId` is the member's id;
* without one there is nothing to recall, and the balance is still read.
*/
function useBalanceRefresh(customerId, readBalance) {
	const running = (0, import_react.useRef)(false);
	const [refreshing, setRefreshing] = (0, import_react.useState)(false);
	const [outcome, setOutcome] = (0, import_react.useState)(null);
	return {
		refresh: (0, import_react.useCallback)(async () => {
			if (running.current) return "ignored";
			running.current = true;
			setRefreshing(true);
			setOutcome(null);
			try {
				if (customerId !== null && Number.isSafeInteger(customerId) && customerId > 0) {
					const first = await settle(walletReturn({ customerId }, { silent: true }));
					if (!first.success && first.kind !== "unauthorized" && first.kind !== "cancelled") await settle(walletReturn({ customerId }, { silent: true }));
				}
				await wait(250);
				if (!session.isLoggedIn) return "failed";
				const done = (await readBalance()).isSuccess ? "updated" : "failed";
				setOutcome(done);
				return done;
			} finally {
				running.current = false;
				setRefreshing(false);
			}
		}, [customerId, readBalance]),
		refreshing,
		outcome
	};
}
// src/api/deferred-query.ts
/**
* A query's data for a screen that draws a long list from it. When the answer arrives, the list is drawn in
* the background, in slices a slow phone can interrupt for a tap or a scroll (React's deferred value), instead
* of in one long piece of work. `pending` stays true until the list has been drawn with the data, so the
* skeleton, not an empty state, shows meanwhile.
*/
function useDeferredQueryData(query) {
	const data = (0, import_react.useDeferredValue)(query.data);
	return {
		data,
		pending: query.isPending || query.data !== void 0 && data === void 0
	};
}
// src/api/generated/wps/verification/verification.ts
/**
* The answer's `type` tells the client whether the number is new (register) or known (login). The client counts down to expirationTime + 5 s before allowing a resend.
* @summary Send an SMS code to a mobile number before login or registration
*/
var sendSmsNoLogin = (smsNoLoginRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/verification/sms/noLogin`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: smsNoLoginRequest,
		signal
	}, options);
};
/**
* Payload and response designed; confirm the purpose values and that the server picks the number from the token (no number in the body).
* @summary Send an SMS code to the player's current (verified) mobile number
*/
var sendSmsToVerifiedMobile = (smsSendVerifiedRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/verification/sms/send-verified`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: smsSendVerifiedRequest,
		signal
	}, options);
};
/**
* Payload and response designed; confirm the body fields. The token is optional: a logged-in player sends it, so binding a new number is checked against that player's account.
* @summary Send an SMS code to a given mobile number (for example a new number to bind)
*/
var sendSms = (smsSendRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/verification/sms/send`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: smsSendRequest,
		signal
	}, options);
};
/**
* Payload and response designed; confirm the body field name and whether a one-time ticket is returned for the following change (new mobile, payment password).
* @summary Check the SMS code sent to the player's current mobile number
*/
var verifyCurrentMobile = (smsVerifyCurrentRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/verification/sms/verify-current`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: smsVerifyCurrentRequest,
		signal
	}, options);
};
/**
* Payload and response designed; confirm the body fields and whether success sets the member's mobileVerified. The token is optional: with it, a BIND_MOBILE / UPDATE_MOBILE check binds the number to the logged-in player (a new number has no owner the server could find otherwise).
* @summary Check an SMS code sent to a given mobile number (marks it verified when bound)
*/
var verifySmsCode = (smsVerifyRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/verification/sms/verify`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: smsVerifyRequest,
		signal
	}, options);
};
// src/lib/register-method.ts
function registerMethodFor(facts) {
	if (facts.nativeApp) return "APP";
	if (facts.iosStandalone) return "WEBCLIP";
	if (facts.displayModeStandalone) return "PWA";
	return "H5";
}
function currentLaunchFacts() {
	const standalone = (query) => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;
	return {
		nativeApp: isNativeApp(),
		iosStandalone: typeof navigator !== "undefined" && navigator.standalone === true,
		displayModeStandalone: standalone("(display-mode: standalone)") || standalone("(display-mode: fullscreen)") || standalone("(display-mode: minimal-ui)")
	};
}
// src/lib/registration-context.ts
var REFERRAL_PARAMS = ["affiliateCode", "referralCode"];
/** A code as a link may carry it; anything else (script, a whole URL, a novel) is not a code. */
var CODE = /^[A-Za-z0-9_-]{1,64}$/;
function referralFrom(search) {
	const params = new URLSearchParams(search);
	const codes = {};
	for (const name of REFERRAL_PARAMS) {
		const value = params.get(name)?.trim();
		if (value && CODE.test(value)) codes[name] = value;
	}
	return codes;
}
/** Codes in the current address win over codes remembered from the landing page. */
var mergeReferral = (current, remembered) => ({
	...remembered ?? {},
	...current
});
function registrationContext(location, registerMethod, remembered) {
	const registerUrl = location.href.split("#")[0];
	return {
		...mergeReferral(referralFrom(location.search), remembered),
		registerMethod,
		registerUrl,
		domain: location.hostname
	};
}
// src/api/registration.ts
var REFERRAL_KEY = "lotto.referral";
/** Called at start: remembers the affiliate and referral codes of the landing address, if it had any. */
function rememberReferral(search = globalThis.location?.search ?? "") {
	const codes = referralFrom(search);
	if (Object.keys(codes).length > 0) storage.setJson(REFERRAL_KEY, codes, "session");
}
function currentRegistrationContext() {
	return registrationContext(globalThis.location ?? {
		href: "",
		hostname: "",
		search: ""
	}, registerMethodFor(currentLaunchFacts()), storage.getJson(REFERRAL_KEY, "session"));
}
// src/state/member.ts
var KEY = "lotto.member";
var memberStore = proxy({ member: storage.getJson(KEY) });
function setMember(member) {
	memberStore.member = member;
	storage.setJson(KEY, member);
}
function clearMember() {
	memberStore.member = null;
	storage.remove(KEY);
}
onSessionEvent((event) => {
	if (event.type !== "loggedIn" && event.type !== "touched") clearMember();
});
if (!session.isLoggedIn) clearMember();
// src/api/session-actions.ts
/**
* Stores a session the server issued (login, social or phone-auth login, register with login true) and loads
* the member. Without the member the player is still logged in; the screens that need it load it again.
*/
async function startSession(issued) {
	if (!issued.token) throw new ApiFailure({
		kind: "http",
		code: "NO_TOKEN"
	});
	dispatchSession({
		type: "loggedIn",
		token: issued.token,
		firstTimeLogin: Boolean(issued.firstTimeLogin),
		at: Date.now()
	});
	const info = await settle(getMemberInfo({ silent: true }));
	if (info.success) setMember(memberFromInfo(info.data));
}
/**
* Logs out: the server forgets the token, this device forgets the session, the member and (through the
* session event) every cached answer, and other tabs follow through device storage. A failed call must not
* trap the player in, so the device logs out whatever the server said.
*/
async function endSession() {
	await settle(logout({ silent: true }));
	dispatchSession({ type: "loggedOut" });
}
// src/lib/geetest.ts
/** The vendor's network and resource-timeout codes (spec section 8). */
var CAPTCHA_NETWORK_CODES = ["60204", "60205"];
/** Our code for "the script never loaded": the vendor's own resource-timeout code. */
var CAPTCHA_LOAD_FAILED_CODE = "60204";
/** The vendor says nothing for this long after init: treated as its network failure. */
var CAPTCHA_READY_TIMEOUT_MS = 1e4;
var CaptchaError = class extends Error {
	problem;
	constructor(problem) {
		super(problem.kind);
		this.problem = problem;
		this.name = "CaptchaError";
	}
};
/** The vendor's language names for ours. */
var captchaLanguage = (language) => language === "zh" ? "zho" : "eng";
var vendorCode = (error) => String(error?.code ?? "60204");
/** Opens one verification and resolves with its result, or rejects with a CaptchaError. */
function verifyWithGeetest(init, config, readyTimeoutMs = CAPTCHA_READY_TIMEOUT_MS) {
	return new Promise((resolve, reject) => {
		let done = false;
		let instance = null;
		const readyTimer = setTimeout(() => settle(new CaptchaError({
			kind: "network",
			code: CAPTCHA_NETWORK_CODES[1]
		})), readyTimeoutMs);
		function settle(outcome) {
			if (done) return;
			done = true;
			clearTimeout(readyTimer);
			instance?.destroy();
			if (outcome instanceof CaptchaError) reject(outcome);
			else resolve(outcome);
		}
		try {
			init({
				...config,
				product: "bind"
			}, (captcha) => {
				instance = captcha;
				captcha.onReady(() => {
					clearTimeout(readyTimer);
					captcha.showCaptcha();
				}).onSuccess(() => {
					const result = captcha.getValidate();
					settle(result ? result : new CaptchaError({ kind: "closed" }));
				}).onFail((error) => settle(new CaptchaError({
					kind: "failed",
					message: error?.msg ?? ""
				}))).onError((error) => settle(new CaptchaError({
					kind: "network",
					code: vendorCode(error)
				}))).onClose(() => settle(new CaptchaError({ kind: "closed" })));
			});
		} catch {
			settle(new CaptchaError({
				kind: "network",
				code: CAPTCHA_LOAD_FAILED_CODE
			}));
		}
	});
}
// src/lib/phone-auth-errors.ts
var UNKNOWN_PHONE_AUTH_CODE = "auth/unknown";
var PHONE_AUTH_MESSAGES = {
	"auth/invalid-phone-number": "phone_auth_invalid_phone_number",
	"auth/missing-phone-number": "phone_auth_missing_phone_number",
	"auth/too-many-requests": "phone_auth_too_many_requests",
	"auth/invalid-verification-code": "phone_auth_invalid_verification_code",
	"auth/missing-verification-code": "phone_auth_invalid_verification_code",
	"auth/captcha-check-failed": "phone_auth_captcha_check_failed",
	"auth/quota-exceeded": "phone_auth_quota_exceeded",
	"auth/operation-not-allowed": "phone_auth_operation_not_allowed",
	"auth/code-expired": "phone_auth_code_expired",
	"auth/popup-closed-by-user": "firebase_login_failure",
	"auth/cancelled-popup-request": "firebase_login_failure",
	"auth/user-cancelled": "firebase_login_failure",
	"auth/redirect-cancelled-by-user": "firebase_login_failure",
	"auth/network-request-failed": "network_offline",
	[UNKNOWN_PHONE_AUTH_CODE]: "phone_auth_unknown"
};
var isCode = (value) => typeof value === "string" && /^auth\/[a-z0-9-]+$/.test(value);
/** Reads any thrown value (a FirebaseError, our own error, anything) into what the screen shows. */
function phoneAuthProblem(error) {
	const record = error && typeof error === "object" ? error : {};
	const rawCode = record.code;
	const code = isCode(rawCode) ? rawCode : UNKNOWN_PHONE_AUTH_CODE;
	const reason = typeof record.message === "string" ? record.message : typeof error === "string" ? error : "";
	return {
		code,
		messageKey: PHONE_AUTH_MESSAGES[code] ?? PHONE_AUTH_MESSAGES["auth/unknown"],
		reason
	};
}
/** The throttle: the provider refuses this device for a while, and the screen waits 5 minutes before asking. */
var isThrottle = (problem) => problem.code === "auth/too-many-requests";
// src/lib/private-mode.ts
var GIB = 1073741824;
function looksPrivate(signals) {
	if (signals.chromium) {
		if (signals.quota === null) return false;
		return signals.quota < 2 * (signals.heapLimit ?? GIB);
	}
	return signals.fileSystemRefused === true;
}
async function gatherSignals() {
	const nav = globalThis.navigator;
	const chromium = ((nav?.userAgentData?.brands)?.some((b) => /Chromium/i.test(b.brand)) ?? false) || /\bChrome\/\d+/.test(nav?.userAgent ?? "");
	let quota = null;
	try {
		quota = (await nav?.storage?.estimate?.())?.quota ?? null;
	} catch {
		quota = null;
	}
	const heapLimit = globalThis.performance?.memory?.jsHeapSizeLimit ?? null;
	let fileSystemRefused = null;
	if (!chromium && typeof nav?.storage?.getDirectory === "function") try {
		await nav.storage.getDirectory();
		fileSystemRefused = false;
	} catch {
		fileSystemRefused = true;
	}
	return {
		chromium,
		quota,
		heapLimit,
		fileSystemRefused
	};
}
/** Resolves true in a private window (as far as the browser lets us tell); never rejects. */
async function isPrivateBrowsing() {
	try {
		return looksPrivate(await gatherSignals());
	} catch {
		return false;
	}
}
// src/lib/random-password.ts
var LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
var DIGITS = "23456789";
var ALL = LETTERS + DIGITS;
function randomPassword(length = 12) {
	const bytes = new Uint32Array(length);
	globalThis.crypto.getRandomValues(bytes);
	const chars = Array.from(bytes, (n) => ALL[n % 57]);
	chars[bytes[0] % length] = LETTERS[bytes[1] % 49];
	let digitAt = bytes[2] % length;
	if (digitAt === bytes[0] % length) digitAt = (digitAt + 1) % length;
	chars[digitAt] = DIGITS[bytes[3] % 8];
	return chars.join("");
}
// src/api/social-sign-in.ts
var BIND_CUSTOMER_REQUIRED = "bind_customer_required";
/** docs/native-bridge.md: an answer that does not come within a minute counts as failed. */
var SOCIAL_ANSWER_TIMEOUT_MS = 6e4;
var REDIRECT_KEY = "lotto.socialRedirect";
var CHANNEL = {
	google: "GOOGLE",
	facebook: "FACEBOOK"
};
var failedWith = (failure) => ({
	kind: "failed",
	messageKey: "firebase_login_failure",
	message: failure.message || void 0,
	code: failure.code || void 0
});
/** A username for the new player: the provider's initials and random letters and digits (6 to 16 in all). */
var socialUsername = (provider) => `${provider === "google" ? "gg" : "fb"}${randomPassword(10).toLowerCase()}`;
async function exchangeSocialToken(provider, idToken, options = {}) {
	const firebaseChannel = CHANNEL[provider];
	const loggedIn = await settle(login({
		type: "firebase",
		firebaseChannel,
		firebaseIdToken: idToken,
		lottoArea: "PL",
		channel: "MOBILE"
	}, { silent: true }));
	if (loggedIn.success) {
		await startSession(loggedIn.data);
		return { kind: "loggedIn" };
	}
	if (loggedIn.code !== "bind_customer_required") return failedWith(loggedIn);
	const captcha = options.captcha ? await options.captcha() : void 0;
	const registered = await settle(register({
		...currentRegistrationContext(),
		username: socialUsername(provider),
		password: randomPassword(12),
		firebaseChannel,
		firebaseIdToken: idToken,
		captcha,
		login: true,
		lottoArea: "PL"
	}, { silent: true }));
	if (!registered.success) return failedWith(registered);
	await startSession(registered.data);
	return { kind: "loggedIn" };
}
function nextSocialAnswer(bridge, provider, timeoutMs) {
	return new Promise((resolve) => {
		const timer = setTimeout(() => {
			stop();
			resolve(null);
		}, timeoutMs);
		const stop = bridge.subscribe((message) => {
			if (message.type !== "socialLoginResult" && message.type !== "socialLoginFailed") return;
			if (message.provider !== provider) return;
			clearTimeout(timer);
			stop();
			resolve(message);
		});
	});
}
/** Inside the native wrapper: the wrapper signs in, we exchange its token. */
async function signInThroughBridge(provider, options = {}, bridgeOverride, timeoutMs = SOCIAL_ANSWER_TIMEOUT_MS) {
	const bridge = bridgeOverride ?? (await __vitePreload(async () => {
		const { nativeBridge } = await import("./native-bridge-Dm3_hkLw.js");
		return { nativeBridge };
	}, __vite__mapDeps([2,3]))).nativeBridge();
	const answer = nextSocialAnswer(bridge, provider, timeoutMs);
	if (!bridge.send({
		type: "socialLogin",
		provider
	})) return {
		kind: "failed",
		messageKey: "firebase_login_failure"
	};
	const message = await answer;
	if (!message) return {
		kind: "failed",
		messageKey: "firebase_login_failure"
	};
	if (message.type === "socialLoginFailed") return message.reason === "cancelled" ? { kind: "cancelled" } : {
		kind: "failed",
		messageKey: "firebase_login_failure",
		reason: message.message
	};
	return exchangeSocialToken(provider, message.idToken, options);
}
/** On the web: off to the provider by redirect, unless this is a private window where that cannot work. */
async function signInByRedirect(config, provider, language) {
	if (await isPrivateBrowsing()) return { kind: "incognito" };
	storage.set(REDIRECT_KEY, provider, "session");
	try {
		const { startSocialRedirect } = await __vitePreload(async () => {
			const { startSocialRedirect } = await import("./firebase-auth-DOTn-Odp.js");
			return { startSocialRedirect };
		}, __vite__mapDeps([4,5,6,1,7,8]));
		await startSocialRedirect(config, provider, language);
		return { kind: "redirecting" };
	} catch (error) {
		storage.remove(REDIRECT_KEY, "session");
		const problem = phoneAuthProblem(error);
		return {
			kind: "failed",
			messageKey: problem.messageKey,
			code: problem.code,
			reason: problem.reason
		};
	}
}
/** Whether a redirect sign-in left for the provider in this tab and has not been read back yet. */
var hasPendingRedirect = () => storage.get(REDIRECT_KEY, "session") !== null;
/** Back from the provider: reads its answer and exchanges it. Null when no redirect sign-in was under way. */
async function finishRedirectSignIn(config, language, options = {}) {
	const provider = storage.get(REDIRECT_KEY, "session");
	if (provider !== "google" && provider !== "facebook") return null;
	storage.remove(REDIRECT_KEY, "session");
	try {
		const { takeSocialRedirectResult } = await __vitePreload(async () => {
			const { takeSocialRedirectResult } = await import("./firebase-auth-DOTn-Odp.js");
			return { takeSocialRedirectResult };
		}, __vite__mapDeps([4,5,6,1,7,8]));
		const idToken = await takeSocialRedirectResult(config, language);
		if (!idToken) return { kind: "cancelled" };
		return await exchangeSocialToken(provider, idToken, options);
	} catch (error) {
		if (error instanceof CaptchaError) throw error;
		const problem = phoneAuthProblem(error);
		return {
			kind: "failed",
			messageKey: problem.messageKey,
			code: problem.code,
			reason: problem.reason
		};
	}
}
// src/state/session-watch.ts
var IDLE_WARNING_MESSAGES = {
	title: "session_idle_title",
	text: "session_idle_text"
};
var active = null;
function startSessionWatch(options = {}) {
	if (active) return active;
	const now = options.now ?? (() => Date.now());
	let timer;
	let warningId = null;
	const closeWarning = () => {
		if (warningId !== null) closeDialog(warningId);
		warningId = null;
	};
	const expire = () => {
		closeWarning();
		dispatchSession({ type: "expired" });
		showToast("session_expired", { kind: "info" });
		requestNavigation("/login");
	};
	const check = () => {
		clearTimeout(timer);
		if (!session.isLoggedIn || session.lastAccessAt === null) {
			closeWarning();
			return;
		}
		const at = now();
		const phase = idlePhase(session.lastAccessAt, at);
		if (phase === "expired") return expire();
		if (phase === "warning" && warningId === null) {
			const { title, text } = IDLE_WARNING_MESSAGES;
			warningId = showDialog({
				kind: "warning",
				titleKey: title,
				text,
				isKey: true
			});
		}
		if (phase === "active") closeWarning();
		const { warnAt, expireAt } = idleDeadlines(session.lastAccessAt);
		timer = setTimeout(check, Math.max(0, (phase === "active" ? warnAt : expireAt) - at));
	};
	const stay = async () => {
		if (!(options.keepAlive ? await options.keepAlive() : false) && session.isLoggedIn) dispatchSession({
			type: "touched",
			at: now()
		});
	};
	const stopDialogs = subscribe(ui, () => {
		if (warningId === null || ui.dialogs.some((dialog) => dialog.id === warningId)) return;
		warningId = null;
		if (session.isLoggedIn) stay();
	});
	const stopSession = subscribe(session, check);
	const onStorage = (event) => {
		if (event.key !== null && !Object.values(SESSION_KEYS).includes(event.key)) return;
		const token = globalThis.localStorage?.getItem(SESSION_KEYS.token) ?? null;
		if (!token) {
			if (session.isLoggedIn) {
				dispatchSession({ type: "endedInAnotherTab" });
				requestNavigation("/login");
			}
			return;
		}
		if (token !== session.token) {
			globalThis.location?.reload();
			return;
		}
		const lastAccess = Number(globalThis.localStorage?.getItem(SESSION_KEYS.lastAccessAt));
		if (Number.isFinite(lastAccess) && lastAccess > (session.lastAccessAt ?? 0)) dispatchSession({
			type: "touched",
			at: lastAccess
		});
	};
	const onVisible = () => {
		if (document.visibilityState === "visible") check();
	};
	globalThis.addEventListener?.("storage", onStorage);
	globalThis.document?.addEventListener("visibilitychange", onVisible);
	check();
	active = { stop() {
		clearTimeout(timer);
		closeWarning();
		stopDialogs();
		stopSession();
		globalThis.removeEventListener?.("storage", onStorage);
		globalThis.document?.removeEventListener("visibilitychange", onVisible);
		active = null;
	} };
	return active;
}
// src/api/auth-runtime.ts
var started = false;
var wrapped = () => {
	const target = globalThis;
	return isNativeApp() || Boolean(target.LottoAndroid ?? target.webkit?.messageHandlers?.lotto);
};
function startAuthRuntime() {
	if (started || typeof window === "undefined" || false) return;
	started = true;
	rememberReferral();
	startSessionWatch({ keepAlive: async () => (await settle(getMemberInfo({ silent: true }))).success });
	if (wrapped()) Promise.all([__vitePreload(() => import("./native-bridge-Dm3_hkLw.js"), __vite__mapDeps([2,3])), __vitePreload(() => import("./push-registration-C2uGVHgg.js"), __vite__mapDeps([9,6,1,7,8,10]))]).then(([{ nativeBridge }, { startPushRegistration }]) => startPushRegistration(nativeBridge()));
}
// src/api/generated/wps/deposit/deposit.ts
/**
* Generated by orval v7.13.2 🍺
* Do not edit manually.
* wps
* Contract of wps, the player web-platform service used by the mobile-first lottery web app for players in the Philippines (plus the static GET /v.json). Written contract-first; see docs/contract-conventions.md. Paths are written in full and `servers` is `/`.

- A success body is the entity itself; every error answers `ErrorEnvelope` from common.yaml.
- `x-encrypted: true`: the request body schema is the plaintext JSON; on the wire the body is the AES ciphertext made with a random 16-character key, and the `Encryption` header carries that key encrypted with the RSA public key from GET /wps/session/key/rsa.
- `x-designed: true`: the product spec does not show this call's path or payload; it is designed here and its `description` says what the backend team must confirm.
- Money is a JSON number in pesos (PHP). Times are epoch milliseconds (int64) unless the name ends in `Date` (ISO `YYYY-MM-DD`).
* OpenAPI spec version: 1.0.0
*/
/**
* Path and response designed on the reading that tasks are open deposit orders; confirm the meaning and fields.
* @summary The player's unfinished deposit orders (awaiting payment or receipt)
*/
var getDepositTasks = (options, signal) => {
	return wpsFetch({
		url: `/wps/v2/deposit/tasks`,
		method: "GET",
		signal
	}, options);
};
var getGetDepositTasksQueryKey = () => {
	return [`/wps/v2/deposit/tasks`];
};
var getGetDepositTasksQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetDepositTasksQueryKey();
	const queryFn = ({ signal }) => getDepositTasks(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary The player's unfinished deposit orders (awaiting payment or receipt)
*/
function useGetDepositTasks(options, queryClient) {
	const queryOptions = getGetDepositTasksQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Path designed (minDeposit is in the spec); confirm the path and the bonus fields.
* @summary Promotions a deposit can join
*/
var getDepositPromotions = (options, signal) => {
	return wpsFetch({
		url: `/wps/v2/deposit/promotions`,
		method: "GET",
		signal
	}, options);
};
var getGetDepositPromotionsQueryKey = () => {
	return [`/wps/v2/deposit/promotions`];
};
var getGetDepositPromotionsQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetDepositPromotionsQueryKey();
	const queryFn = ({ signal }) => getDepositPromotions(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Promotions a deposit can join
*/
function useGetDepositPromotions(options, queryClient) {
	const queryOptions = getGetDepositPromotionsQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Path designed (query groupMTByChannelName and fields available/fixAmounts are in the spec); confirm the path and channel fields. The client keeps only PG, GCASHQR, GCASH and Paymaya.
* @summary Deposit payment channels, grouped by channel name
*/
var getPaymentChannels = (params, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/deposit/channels`,
		method: "GET",
		params,
		signal
	}, options);
};
var getGetPaymentChannelsQueryKey = (params) => {
	return [`/wps/v2/deposit/channels`, ...params ? [params] : []];
};
var getGetPaymentChannelsQueryOptions = (params, options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetPaymentChannelsQueryKey(params);
	const queryFn = ({ signal }) => getPaymentChannels(params, requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Deposit payment channels, grouped by channel name
*/
function useGetPaymentChannels(params, options, queryClient) {
	const queryOptions = getGetPaymentChannelsQueryOptions(params, options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Path and every field except mobileVerificationType designed; confirm them (decimals, limits, receipt and nickname requirements, expiry).
* @summary Deposit settings of the player
*/
var getDepositSettings = (options, signal) => {
	return wpsFetch({
		url: `/wps/v2/deposit/settings`,
		method: "GET",
		signal
	}, options);
};
var getGetDepositSettingsQueryKey = () => {
	return [`/wps/v2/deposit/settings`];
};
var getGetDepositSettingsQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetDepositSettingsQueryKey();
	const queryFn = ({ signal }) => getDepositSettings(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Deposit settings of the player
*/
function useGetDepositSettings(options, queryClient) {
	const queryOptions = getGetDepositSettingsQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Path, payload and response designed; confirm them and whether qrCode is the QR text or an image URL.
* @summary Create a deposit paid by scanning a QR code (GCASHQR)
*/
var depositByQr = (qrDepositRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/deposit/qr`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: qrDepositRequest,
		signal
	}, options);
};
/**
* Path, payload and response designed; confirm them and whether the wallet number is required.
* @summary Create a deposit paid from an e-wallet (GCash, Maya)
*/
var depositByEWallet = (eWalletDepositRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/deposit/eWallet`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: eWalletDepositRequest,
		signal
	}, options);
};
/**
* Path, payload and response designed; confirm them and how the gateway returns to the app (returnUrl).
* @summary Create a deposit paid on the payment gateway's page (PG)
*/
var depositByLaunchUrl = (launchUrlDepositRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/deposit/launchUrl`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: launchUrlDepositRequest,
		signal
	}, options);
};
/**
* Path and parts designed as multipart form data (orderNo, nickname, image); confirm the path, the part names and whether the server wants url-encoded base64 instead.
* @summary Upload the payment receipt of a deposit order
*/
var uploadDepositImage = (depositImageUploadRequest, options, signal) => {
	const formData = new FormData();
	formData.append(`orderNo`, depositImageUploadRequest.orderNo);
	if (depositImageUploadRequest.nickname !== void 0) formData.append(`nickname`, depositImageUploadRequest.nickname);
	formData.append(`image`, depositImageUploadRequest.image);
	return wpsFetch({
		url: `/wps/v2/deposit/image`,
		method: "POST",
		headers: { "Content-Type": "multipart/form-data" },
		data: formData,
		signal
	}, options);
};
/**
* Path, paging query and item fields designed (depositType, depositState, list, total, totalPages, footer are in the spec); confirm them and whether page is 1-based.
* @summary Deposit records of the player (Transaction screen, deposit tab)
*/
var getDepositRecords = (params, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/deposit/records`,
		method: "GET",
		params,
		signal
	}, options);
};
var getGetDepositRecordsQueryKey = (params) => {
	return [`/wps/v2/deposit/records`, ...params ? [params] : []];
};
// src/api/generated/wps/transaction/transaction.ts
/**
* Path, paging and item fields designed (excludeTxTypeIds and list/total/totalPages are in the spec); confirm them and whether page is 1-based.
* @summary Account records of the player (Transaction screen, account tab)
*/
var getTransactionRecords = (params, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/transaction/records`,
		method: "GET",
		params,
		signal
	}, options);
};
var getGetTransactionRecordsQueryKey = (params) => {
	return [`/wps/v2/transaction/records`, ...params ? [params] : []];
};
// src/api/generated/wps/withdraw/withdraw.ts
/**
* Generated by orval v7.13.2 🍺
* Do not edit manually.
* wps
* Contract of wps, the player web-platform service used by the mobile-first lottery web app for players in the Philippines (plus the static GET /v.json). Written contract-first; see docs/contract-conventions.md. Paths are written in full and `servers` is `/`.

- A success body is the entity itself; every error answers `ErrorEnvelope` from common.yaml.
- `x-encrypted: true`: the request body schema is the plaintext JSON; on the wire the body is the AES ciphertext made with a random 16-character key, and the `Encryption` header carries that key encrypted with the RSA public key from GET /wps/session/key/rsa.
- `x-designed: true`: the product spec does not show this call's path or payload; it is designed here and its `description` says what the backend team must confirm.
- Money is a JSON number in pesos (PHP). Times are epoch milliseconds (int64) unless the name ends in `Date` (ISO `YYYY-MM-DD`).
* OpenAPI spec version: 1.0.0
*/
/**
* Path and item fields designed; confirm them.
* @summary E-wallets supported for withdrawal payouts (GCash, Maya)
*/
var getWithdrawEWalletList = (options, signal) => {
	return wpsFetch({
		url: `/wps/v2/withdraw/eWalletList`,
		method: "GET",
		signal
	}, options);
};
var getGetWithdrawEWalletListQueryKey = () => {
	return [`/wps/v2/withdraw/eWalletList`];
};
var getGetWithdrawEWalletListQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetWithdrawEWalletListQueryKey();
	const queryFn = ({ signal }) => getWithdrawEWalletList(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary E-wallets supported for withdrawal payouts (GCash, Maya)
*/
function useGetWithdrawEWalletList(options, queryClient) {
	const queryOptions = getGetWithdrawEWalletListQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Path designed (fields bankCards and maxCardCount are in the spec); confirm the path and BankCard fields.
* @summary The player's bound payout accounts and the card limit
*/
var getWithdrawAccountInfo = (options, signal) => {
	return wpsFetch({
		url: `/wps/v2/withdraw/accountInfo`,
		method: "GET",
		signal
	}, options);
};
var getGetWithdrawAccountInfoQueryKey = () => {
	return [`/wps/v2/withdraw/accountInfo`];
};
var getGetWithdrawAccountInfoQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetWithdrawAccountInfoQueryKey();
	const queryFn = ({ signal }) => getWithdrawAccountInfo(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary The player's bound payout accounts and the card limit
*/
function useGetWithdrawAccountInfo(options, queryClient) {
	const queryOptions = getGetWithdrawAccountInfoQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Path and fields designed; confirm them (min, max, dailyCount, remaining count, requirements).
* @summary Withdraw limits and requirements of the player
*/
var getWithdrawSettings = (options, signal) => {
	return wpsFetch({
		url: `/wps/v2/withdraw/settings`,
		method: "GET",
		signal
	}, options);
};
var getGetWithdrawSettingsQueryKey = () => {
	return [`/wps/v2/withdraw/settings`];
};
var getGetWithdrawSettingsQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetWithdrawSettingsQueryKey();
	const queryFn = ({ signal }) => getWithdrawSettings(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Withdraw limits and requirements of the player
*/
function useGetWithdrawSettings(options, queryClient) {
	const queryOptions = getGetWithdrawSettingsQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Path, query and fields designed; confirm that charges are withdrawal fees computed per amount.
* @summary Fee that a withdrawal of a given amount would cost
*/
var getWithdrawCharges = (params, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/withdraw/charges`,
		method: "GET",
		params,
		signal
	}, options);
};
var getGetWithdrawChargesQueryKey = (params) => {
	return [`/wps/v2/withdraw/charges`, ...params ? [params] : []];
};
var getGetWithdrawChargesQueryOptions = (params, options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetWithdrawChargesQueryKey(params);
	const queryFn = ({ signal }) => getWithdrawCharges(params, requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Fee that a withdrawal of a given amount would cost
*/
function useGetWithdrawCharges(params, options, queryClient) {
	const queryOptions = getGetWithdrawChargesQueryOptions(params, options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Payload and response designed; confirm the field names and whether an SMS code is required on every withdrawal (DepositSettings.mobileVerificationType EVERY_WITHDRAWAL).
* @summary Request a withdrawal to a bound bank card or e-wallet
*/
var withdraw = (withdrawRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/transaction/withdraw`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: withdrawRequest,
		signal
	}, options);
};
/**
* Path and item fields designed (query and page fields are in the spec); confirm the path, the item fields and which of records/list the server fills.
* @summary Withdraw records of the player (Transaction screen, withdrawal tab)
*/
var getWithdrawRecords = (params, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/withdraw/records`,
		method: "GET",
		params,
		signal
	}, options);
};
var getGetWithdrawRecordsQueryKey = (params) => {
	return [`/wps/v2/withdraw/records`, ...params ? [params] : []];
};
var getGetWithdrawRecordsQueryOptions = (params, options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetWithdrawRecordsQueryKey(params);
	const queryFn = ({ signal }) => getWithdrawRecords(params, requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Withdraw records of the player (Transaction screen, withdrawal tab)
*/
function useGetWithdrawRecords(params, options, queryClient) {
	const queryOptions = getGetWithdrawRecordsQueryOptions(params, options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
// src/api/generated/wps/bank-card/bank-card.ts
/**
* Generated by orval v7.13.2 🍺
* Do not edit manually.
* wps
* Contract of wps, the player web-platform service used by the mobile-first lottery web app for players in the Philippines (plus the static GET /v.json). Written contract-first; see docs/contract-conventions.md. Paths are written in full and `servers` is `/`.

- A success body is the entity itself; every error answers `ErrorEnvelope` from common.yaml.
- `x-encrypted: true`: the request body schema is the plaintext JSON; on the wire the body is the AES ciphertext made with a random 16-character key, and the `Encryption` header carries that key encrypted with the RSA public key from GET /wps/session/key/rsa.
- `x-designed: true`: the product spec does not show this call's path or payload; it is designed here and its `description` says what the backend team must confirm.
- Money is a JSON number in pesos (PHP). Times are epoch milliseconds (int64) unless the name ends in `Date` (ISO `YYYY-MM-DD`).
* OpenAPI spec version: 1.0.0
*/
/**
* Payload and response designed; confirm the field names, whether e-wallets (GCash, Maya) use this call with type EWALLET, and whether the payment password is required.
* @summary Bind a bank card or e-wallet account for withdrawals
*/
var bindBankCard = (bindBankCardRequest, options) => {
	return wpsFetch({
		url: `/wps/v2/member/bankCards`,
		method: "PUT",
		headers: { "Content-Type": "application/json" },
		data: bindBankCardRequest
	}, options);
};
/**
* Path designed (the product lets a player remove a bound card); confirm the path and whether the payment password is required.
* @summary Remove (unbind) one of the player's bank cards or e-wallets
*/
var removeBankCard = (cardId, options) => {
	return wpsFetch({
		url: `/wps/v2/member/bankCards/${cardId}`,
		method: "DELETE"
	}, options);
};
/**
* Path and response designed; confirm the path and the rule fields (limits, required province/city/branch, payee editability).
* @summary Rules for binding bank cards and e-wallets
*/
var getBindConfig = (options, signal) => {
	return wpsFetch({
		url: `/wps/v2/member/bankCards/bindConfig`,
		method: "GET",
		signal
	}, options);
};
var getGetBindConfigQueryKey = () => {
	return [`/wps/v2/member/bankCards/bindConfig`];
};
var getGetBindConfigQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetBindConfigQueryKey();
	const queryFn = ({ signal }) => getBindConfig(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Rules for binding bank cards and e-wallets
*/
function useGetBindConfig(options, queryClient) {
	const queryOptions = getGetBindConfigQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Path designed; confirm the path and the city item fields (cityId, displayName).
* @summary Provinces and their cities for the bank-account form
*/
var getBankCardProvinces = (options, signal) => {
	return wpsFetch({
		url: `/wps/v2/member/bankCards/provinces`,
		method: "GET",
		signal
	}, options);
};
var getGetBankCardProvincesQueryKey = () => {
	return [`/wps/v2/member/bankCards/provinces`];
};
var getGetBankCardProvincesQueryOptions = (options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetBankCardProvincesQueryKey();
	const queryFn = ({ signal }) => getBankCardProvinces(requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Provinces and their cities for the bank-account form
*/
function useGetBankCardProvinces(options, queryClient) {
	const queryOptions = getGetBankCardProvincesQueryOptions(options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
/**
* Path, query and item fields designed; confirm them and whether branches are a separate list.
* @summary Banks a card can be bound to, optionally narrowed to a province and city
*/
var getBanks = (params, options, signal) => {
	return wpsFetch({
		url: `/wps/v2/member/bankCards/banks`,
		method: "GET",
		params,
		signal
	}, options);
};
var getGetBanksQueryKey = (params) => {
	return [`/wps/v2/member/bankCards/banks`, ...params ? [params] : []];
};
var getGetBanksQueryOptions = (params, options) => {
	const { query: queryOptions, request: requestOptions } = options ?? {};
	const queryKey = queryOptions?.queryKey ?? getGetBanksQueryKey(params);
	const queryFn = ({ signal }) => getBanks(params, requestOptions, signal);
	return {
		queryKey,
		queryFn,
		...queryOptions
	};
};
/**
* @summary Banks a card can be bound to, optionally narrowed to a province and city
*/
function useGetBanks(params, options, queryClient) {
	const queryOptions = getGetBanksQueryOptions(params, options);
	const query = useQuery(queryOptions, queryClient);
	query.queryKey = queryOptions.queryKey;
	return query;
}
// src/api/index.ts
startAuthRuntime();
export { useBalanceRefresh as $, BIND_CUSTOMER_REQUIRED as A, logout as At, captchaLanguage as B, QueryObserver as Bt, getGetDepositRecordsQueryKey as C, uploadIdImage as Ct, useGetDepositSettings as D, useGetPlayerAvatar as Dt, useGetDepositPromotions as E, useGetMemberInfo as Et, randomPassword as F, isIOS as Ft, setMember as G, endSession as H, isThrottle as I, isNativeApp as It, sendSmsNoLogin as J, currentRegistrationContext as K, phoneAuthProblem as L, statusQuery as Lt, hasPendingRedirect as M, wpsFetch as Mt, signInByRedirect as N, announcementPlatform as Nt, useGetDepositTasks as O, useGetSecurityConfig as Ot, signInThroughBridge as P, isAndroid as Pt, useDeferredQueryData as Q, CAPTCHA_LOAD_FAILED_CODE as R, useQuery as Rt, getDepositRecords as S, updateNickname as St, uploadDepositImage as T, useGetIdImage as Tt, startSession as U, verifyWithGeetest as V, memberStore as W, verifyCurrentMobile as X, sendSmsToVerifiedMobile as Y, verifySmsCode as Z, getGetTransactionRecordsQueryKey as _, registerOnlyMobile as _t, useGetBanks as a, useGetAnnouncements as at, depositByLaunchUrl as b, updateEmail as bt, getGetWithdrawRecordsQueryKey as c, useLaunchGame as ct, useGetWithdrawAccountInfo as d, changePassword as dt, getGetWalletBalanceQueryKey as et, useGetWithdrawCharges as f, changePaymentPassword as ft, withdraw as g, getGetSecurityConfigQueryKey as gt, useGetWithdrawSettings as h, getGetPlayerAvatarQueryKey as ht, useGetBankCardProvinces as i, useGetTodayGames as it, finishRedirectSignIn as j, useLogout as jt, useGetPaymentChannels as k, login as kt, getGetWithdrawSettingsQueryKey as l, useGetHelpCenter as lt, useGetWithdrawRecords as m, getGetMemberInfoQueryKey as mt, getGetBindConfigQueryKey as n, getDrawHistory as nt, useGetBindConfig as o, useGetAppVersion as ot, useGetWithdrawEWalletList as p, getGetIdImageQueryKey as pt, sendSms as q, removeBankCard as r, getGetDrawHistoryQueryKey as rt, getGetWithdrawAccountInfoQueryKey as s, getLaunchGameQueryKey as st, bindBankCard as t, useGetWalletBalance as tt, getWithdrawRecords as u, useGetStatus as ut, getTransactionRecords as v, resetPasswordByEmail as vt, getGetDepositTasksQueryKey as w, uploadPlayerAvatar as wt, depositByQr as x, updateLanguage as xt, depositByEWallet as y, setPaymentPassword as yt, CaptchaError as z, useBaseQuery as zt };
