import Inject
print("probe")
